/**
 * /staff/faqs/:key/:lang: one language of an FAQ set. Staff rename it, edit, add, remove and
 * reorder its questions, and save; the save carries the version it started from, and when someone
 * else saved first (409) everything typed stays on screen beside what they saved (faq-conflict.tsx).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { clinicTime } from '../format-time';
import { staffCopy } from '../staff-copy';
import { staffFailure } from '../staff-api';
import { useStaffFailure } from '../use-staff-failure';
import { faqSetApi } from './faq-set-api';
import { faqSetCopy } from './faq-set-copy';
import type { FaqLanguage, FaqSetAnswer, StaffFaqSet } from './faq-set-types';
import { FaqItemFields, type DraftItem } from './faq-item-fields';
import { FaqConflict } from './faq-conflict';
import { FaqSetHistory } from './faq-set-history';
import { DeleteFaqSet } from './delete-faq-set';
import './faq-sets.css';

const copy = faqSetCopy.editor;

type Loaded = { state: 'loading' } | { state: 'ready'; answer: FaqSetAnswer } | { state: 'missing' } | { state: 'failed' };

let nextId = 1;
const drafts = (set: StaffFaqSet): DraftItem[] => set.items.map((item) => ({ ...item, id: nextId++ }));

export function FaqEditorPage() {
  const params = useParams();
  const language: FaqLanguage | undefined = params.lang === 'en' || params.lang === 'es' ? params.lang : undefined;
  const key = params.key ?? '';
  const onFailure = useStaffFailure();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!language || !key) {
      setLoaded({ state: 'missing' });
      return;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    faqSetApi.get(key, language).then(
      (answer) => live && setLoaded({ state: 'ready', answer }),
      (err: unknown) => {
        if (!live) return;
        if (staffFailure(err).status === 404) setLoaded({ state: 'missing' });
        else {
          setLoaded({ state: 'failed' });
          onFailure(err);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [key, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const back = (
    <p className="staff-page__back">
      <Link to="/staff/faqs">{copy.back}</Link>
    </p>
  );
  if (loaded.state !== 'ready' || !language) {
    return (
      <div className="staff-page" aria-busy={loaded.state === 'loading'}>
        {back}
        <h1 className="staff-page__title">{loaded.state === 'missing' ? copy.notFound : staffCopy.loading}</h1>
      </div>
    );
  }
  return (
    <div className="staff-page faq-editor-page">
      {back}
      <FaqEditor key={`${key}-${language}`} initial={loaded.answer} language={language} />
    </div>
  );
}

function FaqEditor({ initial, language }: { initial: FaqSetAnswer; language: FaqLanguage }) {
  const uid = useId();
  const onFailure = useStaffFailure();
  const [saved, setSaved] = useState<StaffFaqSet>(initial.set);
  const [audit, setAudit] = useState(initial.audit);
  /** the version this draft is based on: sent as If-Match */
  const [base, setBase] = useState(initial.set.version);
  const [title, setTitle] = useState(initial.set.title);
  const [items, setItems] = useState<DraftItem[]>(() => drafts(initial.set));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<{ set: StaffFaqSet; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const other: FaqLanguage = language === 'en' ? 'es' : 'en';
  const change = (id: number, patch: Partial<DraftItem>) => setItems((list) => list.map((it) => (it.id === id ? { ...it, ...patch } : it)));
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    const list = items.filter((_, i) => i !== index);
    list.splice(to, 0, item);
    setItems(list);
    setErrors({});
    // keep focus on the button that was pressed, unless it is now disabled at the end of the list
    const edge = (by === -1 && to === 0) || (by === 1 && to === items.length - 1);
    focusNext.current = `faq-item-${item.id}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
    setStatus(copy.moved(to + 1));
  };
  const remove = (index: number) => {
    const list = items.filter((_, i) => i !== index);
    setItems(list);
    setErrors({});
    const neighbour = list[Math.min(index, list.length - 1)];
    focusNext.current = neighbour ? `faq-item-${neighbour.id}-q` : `${uid}-add`;
    setStatus(copy.removed);
  };
  const add = () => {
    const item = { id: nextId++, question: '', answer: '', markdown: '' };
    setItems([...items, item]);
    focusNext.current = `faq-item-${item.id}-q`;
  };

  const save = async (version: number) => {
    setBusy(true);
    setErrors({});
    try {
      const outcome = await faqSetApi.save(saved.key, language, version, { title, items: items.map(({ question, markdown }) => ({ question, markdown })) });
      if ('conflict' in outcome) {
        setConflict({ set: outcome.conflict, message: outcome.message });
      } else {
        const { set } = outcome.saved;
        setSaved(set);
        setAudit(outcome.saved.audit);
        setBase(set.version);
        setTitle(set.title);
        // what the server stored (sanitised) replaces what was typed, question by question
        setItems((list) => set.items.map((item, i) => ({ ...item, id: list[i]?.id ?? nextId++ })));
        setConflict(null);
        toastSuccess(outcome.saved.message ?? '');
      }
    } catch (err) {
      const failure = staffFailure(err);
      if (failure.status === 400 && failure.errors) {
        setErrors(failure.errors);
        const first = Object.keys(failure.errors)[0] ?? '';
        const m = /^items\.(\d+)\.(question|answer)$/.exec(first);
        const item = m ? items[Number(m[1])] : undefined;
        focusNext.current = item && m ? `faq-item-${item.id}-${m[2] === 'question' ? 'q' : 'a'}` : first === 'title' ? `${uid}-title` : null;
      } else onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(base);
  };

  return (
    <>
      <header className="faq-editor__head">
        <h1 className="staff-page__title" lang={language}>
          {copy.heading(saved.title, faqSetCopy.languages[language])}
        </h1>
        <p className="staff-page__hint">
          {copy.version(saved.version, saved.updated_by, clinicTime(saved.updated_at))}{' '}
          <Link to={`/staff/faqs/${encodeURIComponent(saved.key)}/${other}`}>{copy.otherLanguage(faqSetCopy.languages[other])}</Link>
        </p>
        <p className="staff-page__hint">
          {copy.embed} <code>{`<clinic-faq group="${saved.key}"${language === 'es' ? ' lang="es"' : ''}></clinic-faq>`}</code>
        </p>
      </header>

      {conflict ? (
        <FaqConflict
          saved={conflict.set}
          message={conflict.message}
          busy={busy}
          onKeepMine={() => {
            setBase(conflict.set.version);
            void save(conflict.set.version);
          }}
          onTakeTheirs={() => {
            setSaved(conflict.set);
            setBase(conflict.set.version);
            setTitle(conflict.set.title);
            setItems(drafts(conflict.set));
            setConflict(null);
          }}
        />
      ) : null}

      <form className="faq-editor" onSubmit={submit} noValidate lang={language}>
        <div className={errors.title ? 'clinic-field clinic-field--invalid' : 'clinic-field'} lang="en">
          <label className="clinic-field__label" htmlFor={`${uid}-title`}>
            {copy.title}
          </label>
          <input
            className="clinic-field__control"
            id={`${uid}-title`}
            name="title"
            value={title}
            lang={language}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${uid}-title-error` : undefined}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          {errors.title ? (
            <p className="clinic-field__error" id={`${uid}-title-error`}>
              {errors.title}
            </p>
          ) : null}
        </div>
        <p className="staff-page__hint" lang="en">
          {copy.intro}
        </p>
        {errors.items ? (
          <p className="clinic-field__error" role="alert" lang="en">
            {errors.items}
          </p>
        ) : null}
        {items.length === 0 ? <p lang="en">{copy.noQuestions}</p> : null}
        <div className="faq-editor__items">
          {items.map((item, index) => (
            <FaqItemFields
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              errors={errors}
              onChange={(patch) => change(item.id, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </div>
        <p className="visually-hidden" role="status" lang="en">
          {status}
        </p>
        <div className="faq-editor__bar" lang="en">
          <button type="button" id={`${uid}-add`} className="staff-button staff-button--quiet" onClick={add}>
            {copy.add}
          </button>
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? copy.saving : copy.save}
          </button>
        </div>
      </form>

      <section className="staff-panel" aria-labelledby={`${uid}-history`}>
        <h2 id={`${uid}-history`}>{copy.history}</h2>
        <FaqSetHistory entries={audit} />
      </section>

      {saved.kind === 'named' ? (
        <section className="staff-panel staff-panel--danger" aria-labelledby={`${uid}-delete`}>
          <h2 id={`${uid}-delete`}>{copy.deleteHeading}</h2>
          <p className="staff-page__hint">{copy.deleteIntro}</p>
          <DeleteFaqSet setKey={saved.key} />
        </section>
      ) : null}
    </>
  );
}
