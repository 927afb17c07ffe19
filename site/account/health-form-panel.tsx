/**
 * Her health form and consent for one in-person appointment, opened from 'Your appointments' on her
 * profile (docs/product/api.md "Her health form and consent"): the screening questions (yes or no),
 * her medicines and allergies, the consent to treatment, what may be done with photos, and her
 * typed full name as her signature. Each signature is a new version; every version's PDF is a link.
 * The server's own sentence says what happened. Loaded only when she opens it (its own chunk).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../src/i18n/locale';
import { CURRENT_CONSENT_VERSION, PHOTO_CONSENTS, TEXT_ANSWER_MAX, TEXT_QUESTIONS, YES_NO_QUESTIONS, type PhotoConsent, type TextQuestion, type YesNoQuestion } from '../../src/health-form/health-form-shape';
import { healthFormCopy as copyEn } from '../../src/health-form/health-form-copy';
import { healthFormCopy as copyEs } from '../../src/health-form/health-form-copy.es';
import { messageOf } from '../../src/responses/answer-fields';
import { healthFormWords as wordsEn } from './health-form-words';
import { healthFormWords as wordsEs } from './health-form-words.es';
import { getHealthForm, healthFormPdfUrl, signHealthForm, type HealthForm } from './health-form-calls';

type View = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; form: HealthForm };
type Draft = { yesNo: Partial<Record<YesNoQuestion, boolean>>; text: Record<TextQuestion, string>; photo: PhotoConsent | null; agreed: boolean; name: string };

const emptyDraft: Draft = { yesNo: {}, text: { medications: '', allergies: '' }, photo: null, agreed: false, name: '' };

/** What she signed last, to change from; the consent is agreed to again each time. */
function draftOf(form: HealthForm): Draft {
  const v = form.latest;
  if (!v) return emptyDraft;
  return { yesNo: { ...v.answers }, text: { medications: v.medications, allergies: v.allergies }, photo: v.photo_consent, agreed: false, name: v.signed_name };
}

export default function HealthFormPanel({ appointmentId, locale, onSignedOut }: { appointmentId: number; locale: Locale; onSignedOut: () => void }) {
  const copy = locale === 'es' ? copyEs : copyEn;
  const words = locale === 'es' ? wordsEs : wordsEn;
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const idPrefix = `health-form-${appointmentId}`;
  const answer = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // once signed, the consent is to be agreed to again, so 'Sign' is disabled under her focus,
    // which would drop to the page's start: focus the answer instead, so a keyboard user stays here
    if (said) answer.current?.focus();
  }, [said]);

  useEffect(() => {
    let live = true;
    void getHealthForm(appointmentId, locale).then((outcome) => {
      if (!live) return;
      if (!outcome.ok && outcome.failure.response?.status === 401) return onSignedOut();
      if (outcome.ok) {
        setView({ state: 'ready', form: outcome.data });
        setDraft(draftOf(outcome.data));
      } else setView({ state: 'failed' });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onSignedOut only navigates; the form is read again when asked
  }, [appointmentId, locale, attempt]);

  if (view.state === 'loading') return <p role="status">{words.loading}</p>;
  if (view.state === 'failed')
    return (
      <div role="alert">
        <p>{words.failed}</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          {words.retry}
        </button>
      </div>
    );

  const { form } = view;
  const when = (instant: string) => new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' }).format(new Date(instant));
  const consent = copy.consents[CURRENT_CONSENT_VERSION];
  const complete = YES_NO_QUESTIONS.every((q) => draft.yesNo[q] !== undefined) && draft.photo !== null && draft.agreed && draft.name.trim().length >= 2;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || draft.photo === null) return;
    setBusy(true);
    const outcome = await signHealthForm(
      appointmentId,
      {
        answers: Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, draft.yesNo[q] === true])) as Record<YesNoQuestion, boolean>,
        medications: draft.text.medications,
        allergies: draft.text.allergies,
        photo_consent: draft.photo,
        consent_version: CURRENT_CONSENT_VERSION,
        accept_consent: draft.agreed,
        signed_name: draft.name,
      },
      locale,
    );
    setBusy(false);
    if (!outcome.ok && outcome.failure.response?.status === 401) return onSignedOut();
    setSaid({ text: messageOf(outcome.ok ? outcome.data : outcome.failure.response?.data) ?? words.failed, ok: outcome.ok });
    if (outcome.ok) setAttempt((n) => n + 1);
  };

  return (
    <div className="health-form">
      <h5>{copy.title}</h5>
      <p>{form.latest ? words.signedOn(form.latest.version, when(form.latest.signed_at)) : words.notSigned}</p>
      {form.latest?.flagged && <p>{words.flagged}</p>}
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className="appointment-notice__message" tabIndex={-1} ref={answer}>
          {said.text}
        </p>
      )}
      {form.versions.length > 0 && (
        <>
          <h6>{words.versions}</h6>
          <ul className="health-form__versions">
            {form.versions.map((v) => (
              <li key={v.version}>
                <a href={healthFormPdfUrl(appointmentId, v.version)} download>
                  {words.download(v.version)}
                </a>{' '}
                ({when(v.signed_at)})
              </li>
            ))}
          </ul>
        </>
      )}
      {!form.can_sign ? (
        <p>{words.locked}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>{copy.intro}</p>
          <fieldset>
            <legend>{words.questionsLegend}</legend>
            {YES_NO_QUESTIONS.map((q) => (
              <fieldset key={q} className="health-form__question">
                <legend>{copy.questions[q]}</legend>
                {([true, false] as const).map((answer) => (
                  <label key={String(answer)}>
                    <input
                      type="radio"
                      name={`${idPrefix}-${q}`}
                      checked={draft.yesNo[q] === answer}
                      onChange={() => setDraft((d) => ({ ...d, yesNo: { ...d.yesNo, [q]: answer } }))}
                    />{' '}
                    {answer ? copy.yes : copy.no}
                  </label>
                ))}
              </fieldset>
            ))}
          </fieldset>
          {TEXT_QUESTIONS.map((q) => (
            <div key={q} className="form-group">
              <label htmlFor={`${idPrefix}-${q}`}>{copy.textQuestions[q].label}</label>
              <p id={`${idPrefix}-${q}-hint`}>{copy.textQuestions[q].hint}</p>
              <textarea
                id={`${idPrefix}-${q}`}
                aria-describedby={`${idPrefix}-${q}-hint`}
                maxLength={TEXT_ANSWER_MAX}
                value={draft.text[q]}
                onChange={(e) => setDraft((d) => ({ ...d, text: { ...d.text, [q]: e.target.value } }))}
              />
            </div>
          ))}
          <fieldset>
            <legend>{copy.photoConsent.legend}</legend>
            {PHOTO_CONSENTS.map((choice) => (
              <label key={choice} className="health-form__choice">
                <input type="radio" name={`${idPrefix}-photo`} checked={draft.photo === choice} onChange={() => setDraft((d) => ({ ...d, photo: choice }))} /> {copy.photoConsent.options[choice]}
              </label>
            ))}
          </fieldset>
          <section aria-labelledby={`${idPrefix}-consent`} className="health-form__consent">
            <h6 id={`${idPrefix}-consent`}>{consent.title}</h6>
            {consent.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
          <label className="health-form__choice">
            <input type="checkbox" checked={draft.agreed} onChange={(e) => setDraft((d) => ({ ...d, agreed: e.target.checked }))} /> {words.agree}
          </label>
          <div className="form-group">
            <label htmlFor={`${idPrefix}-name`}>{copy.signature.label}</label>
            <p id={`${idPrefix}-name-hint`}>{copy.signature.hint}</p>
            <input id={`${idPrefix}-name`} type="text" autoComplete="name" maxLength={120} aria-describedby={`${idPrefix}-name-hint`} value={draft.name} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy || !complete}>
            {busy ? words.signing : form.latest ? words.signAgain : words.sign}
          </button>
        </form>
      )}
    </div>
  );
}
