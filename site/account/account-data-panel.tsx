/**
 * 'Your data' on her profile (docs/product/screens.md "Profile"): her marketing-mail setting as a
 * checkbox (the server's own sentence says what changed), the download of everything the clinic
 * holds about her account, and closing the account with her password, which first says plainly
 * what is kept (her signed health forms, for the years the server states) and what goes at once.
 * Once closed she is signed out here too and reads the server's confirmation.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { messageOf } from '../../src/responses/answer-fields';
import type { Outcome } from '../../src/responses/outcome';
import { logoutUser } from '../../src/session/session-store';
import { useSiteLocale } from '../i18n/site-locale-context';
import { accountDataWords as wordsEn } from './account-data-words';
import { accountDataWords as wordsEs } from './account-data-words.es';
import { closeAccount, exportUrl, getDataTerms, getMailSetting, setMailSetting } from './account-data-calls';

export function AccountDataPanel({ onClosed }: { onClosed: (message: string) => void }) {
  const locale = useSiteLocale();
  const words = locale === 'es' ? wordsEs : wordsEn;
  const id = useId();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [mailSaid, setMailSaid] = useState<string | undefined>();
  const [years, setYears] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [closeSaid, setCloseSaid] = useState<string | undefined>();

  const said = (outcome: Outcome<unknown>) => (outcome.ok ? messageOf(outcome.data) : (messageOf(outcome.failure.response?.data) ?? words.failed));

  useEffect(() => {
    let live = true;
    void getMailSetting(locale).then((outcome) => {
      if (live && outcome.ok) setSubscribed(outcome.data.subscribed);
    });
    void getDataTerms(locale).then((outcome) => {
      if (live && outcome.ok) setYears(outcome.data.medical_record_retention_years);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const toggle = async (next: boolean) => {
    setBusy(true);
    const outcome = await setMailSetting(next, locale);
    setBusy(false);
    if (outcome.ok) setSubscribed(outcome.data.subscribed);
    setMailSaid(said(outcome));
  };

  const close = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await closeAccount(password, locale);
    setBusy(false);
    if (outcome.ok) {
      onClosed(messageOf(outcome.data) ?? words.closedHeading);
      logoutUser();
      return;
    }
    setCloseSaid(said(outcome));
  };

  return (
    <section className="account-data" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{words.heading}</h3>
      <h4>{words.mailHeading}</h4>
      <label className="account-data__check">
        <input type="checkbox" checked={subscribed === true} disabled={subscribed === null || busy} onChange={(e) => void toggle(e.target.checked)} />
        <span>{words.mailLabel}</span>
      </label>
      <p className="account-data__hint">{words.mailHint}</p>
      {mailSaid && <p role="status">{mailSaid}</p>}
      <h4>{words.downloadHeading}</h4>
      <p>{words.downloadText}</p>
      <a className="btn btn-outline" href={exportUrl()} download="her-data.json">
        {words.download}
      </a>
      <h4>{words.closeHeading}</h4>
      {years !== null && <p>{words.closeKept(years)}</p>}
      <p>{words.closeRest}</p>
      <form className="account-data__close" onSubmit={(e) => void close(e)}>
        <label htmlFor={`${id}-password`}>{words.password}</label>
        <input id={`${id}-password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy || password === ''}>
          {busy ? words.closing : words.close}
        </button>
        {closeSaid && <p role="alert">{closeSaid}</p>}
      </form>
    </section>
  );
}
