/**
 * /verify-email?token=…: the page of the link that confirms her e-mail (docs/product/screens.md
 * "Confirm your e-mail"). It sends the token once, when it opens in the browser, and shows the
 * server's sentence: confirmed, or a used or expired link, in her language. Never indexed, never in
 * the sitemap; its token kept out of Referer headers (server/site/page-headers.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink as Link } from '../i18n/site-locale-context';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { messageOf } from '../../src/responses/answer-fields';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { verifyEmail } from './account-appointment-calls';

type View = { state: 'waiting' } | { state: 'answered'; ok: boolean; message: string } | { state: 'failed' };

export function VerifyEmailPage() {
  const { banners } = useCopy('banners', englishBanners);
  const { verifyEmailCopy: copy } = useCopy('account', englishAccount);
  const { locale } = useCoreCopy();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [view, setView] = useState<View>({ state: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  // a link works once: React's second run of an effect in development must not spend it twice
  const sent = useRef(-1);

  useEffect(() => {
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    void verifyEmail(token, locale).then((outcome) => {
      const data = outcome.ok ? outcome.data : outcome.failure.response?.data;
      const message = messageOf(data);
      setView(message ? { state: 'answered', ok: outcome.ok, message } : { state: 'failed' });
    });
  }, [token, locale, attempt]);

  return (
    <AccountLayout banner={banners.profile} heading={copy.heading}>
      {!token ? (
        <div className="account-notice" role="alert">
          <p>{copy.incompleteLink}</p>
        </div>
      ) : view.state === 'waiting' ? (
        <p className="account-loading" role="status">
          {copy.confirming}
        </p>
      ) : view.state === 'failed' ? (
        <div className="account-notice" role="alert">
          <p>{copy.failed}</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            {copy.retry}
          </button>
        </div>
      ) : (
        <div className="account-notice" role={view.ok ? 'status' : 'alert'}>
          <p>{view.message}</p>
          <Link className="btn btn-primary" to="/profile">
            {copy.toProfile}
          </Link>
        </div>
      )}
    </AccountLayout>
  );
}
