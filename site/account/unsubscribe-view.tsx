/**
 * The unsubscribe page from a marketing mail's link (docs/product/screens.md "Unsubscribe"): what
 * she stops getting and an 'Unsubscribe' button. Opening the page changes nothing (link scanners
 * open links too, RFC 8058 section 3); the button makes the one-click POST. The server's answer
 * (unsubscribed, or a link that is incomplete or not ours) takes the button's place and her focus.
 */
import { useEffect, useRef, useState } from 'react';
import { useSiteLocale, LocaleLink as Link } from '../i18n/site-locale-context';
import { unsubscribeCopy as en } from './unsubscribe-copy';
import { unsubscribeCopy as es } from './unsubscribe-copy.es';
import { answerOf, unsubscribeByLink } from './unsubscribe-calls';

type Answer = { ok: boolean; message: string };

export function UnsubscribeView({ token }: { token: string }) {
  const locale = useSiteLocale();
  const copy = locale === 'es' ? es : en;
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (answer) messageRef.current?.focus();
  }, [answer]);

  const unsubscribe = async () => {
    setBusy(true);
    setFailed(false);
    const outcome = await unsubscribeByLink(token, locale);
    setBusy(false);
    const body = answerOf(outcome);
    if (typeof body?.message === 'string') setAnswer({ ok: body.success === true, message: body.message });
    else setFailed(true);
  };

  return (
    <div className="unsubscribe">
      <h1>{copy.heading}</h1>
      <p>{copy.lead}</p>
      {answer ? (
        <p ref={messageRef} tabIndex={-1} role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'unsubscribe__done' : 'unsubscribe__refused'}>
          {answer.message}
        </p>
      ) : (
        <>
          {failed && <p role="alert">{copy.failed}</p>}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void unsubscribe()}>
            {busy ? copy.busy : copy.button}
          </button>
        </>
      )}
      <p className="unsubscribe__again">
        {copy.resubscribe} <Link to="/profile">{copy.resubscribeLink}</Link>
      </p>
    </div>
  );
}
