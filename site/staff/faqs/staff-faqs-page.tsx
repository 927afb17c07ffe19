/**
 * /staff/faqs: every FAQ set with its English and Spanish copies (how many questions, who saved
 * last, when), a link to edit each, and a form to create a named set for a landing page.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { clinicTime } from '../format-time';
import { staffCopy } from '../staff-copy';
import { StaffField } from '../staff-field';
import { staffFailure } from '../staff-api';
import { useStaffFailure } from '../use-staff-failure';
import { faqSetApi } from './faq-set-api';
import { faqSetCopy } from './faq-set-copy';
import type { FaqLanguage, FaqSetSummary } from './faq-set-types';
import './faq-sets.css';

const copy = faqSetCopy.list;
const LANGUAGES: FaqLanguage[] = ['en', 'es'];
/** the clinic's sets in the order the site shows them; named sets after, by key */
const CLINIC_ORDER = ['home', 'treatment_faq', 'results_faq', 'post_treatment_faq'];
const place = (key: string) => (CLINIC_ORDER.includes(key) ? CLINIC_ORDER.indexOf(key) : CLINIC_ORDER.length);

export const faqEditorPath = (key: string, language: FaqLanguage) => `/staff/faqs/${encodeURIComponent(key)}/${language}`;

/** One row per set: its two copies side by side. */
function bySet(sets: FaqSetSummary[]): { key: string; kind: string; copies: Partial<Record<FaqLanguage, FaqSetSummary>> }[] {
  const rows = new Map<string, { key: string; kind: string; copies: Partial<Record<FaqLanguage, FaqSetSummary>> }>();
  for (const s of sets) {
    const row = rows.get(s.key) ?? { key: s.key, kind: s.kind, copies: {} };
    row.copies[s.language] = s;
    rows.set(s.key, row);
  }
  return [...rows.values()].sort((a, b) => place(a.key) - place(b.key) || a.key.localeCompare(b.key));
}

export function StaffFaqsPage() {
  const onFailure = useStaffFailure();
  const [sets, setSets] = useState<FaqSetSummary[] | null>(null);

  useEffect(() => {
    let live = true;
    faqSetApi.list().then(
      (list) => live && setSets(list),
      (err: unknown) => live && onFailure(err),
    );
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="staff-page faq-sets-page" aria-busy={sets === null}>
      <h1 className="staff-page__title">{copy.heading}</h1>
      <p className="staff-page__hint">{copy.intro}</p>
      {sets === null ? (
        <p>{staffCopy.loading}</p>
      ) : sets.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="faq-sets-list" aria-label={copy.caption}>
          {bySet(sets).map((row) => (
            <li key={row.key} className="staff-panel faq-sets-list__item">
              <h2 className="faq-sets-list__title">{row.copies.en?.title ?? row.key}</h2>
              <p className="faq-sets-list__meta">
                <span className={`faq-kind faq-kind--${row.kind}`}>{row.kind === 'clinic' ? copy.clinic : copy.named}</span>{' '}
                <span>
                  {copy.columns.key}: <code>{row.key}</code>
                </span>
              </p>
              <div className="faq-sets-list__copies">
                {LANGUAGES.map((language) => {
                  const set = row.copies[language];
                  if (!set) return null;
                  return (
                    <div key={language} className="faq-sets-list__copy" lang={language}>
                      <Link to={faqEditorPath(row.key, language)} className="staff-button staff-button--quiet">
                        {copy.edit(faqSetCopy.languages[language])}
                      </Link>
                      <p className="staff-page__hint" lang="en">
                        {copy.questions(set.item_count)}, {copy.savedBy(set.updated_by, clinicTime(set.updated_at))}
                      </p>
                    </div>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      )}
      <CreateSetForm />
    </div>
  );
}

function CreateSetForm() {
  const uid = useId();
  const navigate = useNavigate();
  const onFailure = useStaffFailure();
  const [key, setKey] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const c = faqSetCopy.create;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await faqSetApi.create(key.trim(), title);
      toastSuccess(answer.message ?? '');
      void navigate(faqEditorPath(answer.set.key, 'en'));
    } catch (err) {
      setBusy(false);
      const failure = staffFailure(err);
      if (failure.status === 400 && failure.errors) setErrors(failure.errors);
      else if (failure.status === 409) setErrors({ key: failure.message ?? '' });
      else onFailure(err);
    }
  };

  return (
    <section className="staff-panel faq-create" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{c.heading}</h2>
      <p className="staff-page__hint">{c.intro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <StaffField id={`${uid}-key`} name="key" label={c.key} value={key} onChange={setKey} error={errors.key} autoComplete="off" />
        <p className="staff-page__hint">{c.keyHint}</p>
        <StaffField id={`${uid}-title`} name="title" label={c.title} value={title} onChange={setTitle} error={errors.title} autoComplete="off" />
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? c.submitting : c.submit}
        </button>
      </form>
    </section>
  );
}
