/**
 * /staff/posts/new and /staff/posts/:id: the post editor (docs/product/screens.md#blog-posts).
 * Title, address, language, translation, meta description with its counter, cover with its
 * description, and the Markdown body with a toolbar and a live preview drawn with the public post
 * page's own pieces (PostCover, HtmlBlock, site/styles/blog.css). Every change sends the version it
 * started from; when a colleague saved in between, the server answers 409 and the editor keeps
 * every word typed here, offering to load their version instead (docs/decisions/0018-publishing-posts.md).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { HtmlBlock } from '../../components/html-block';
import { PostCover } from '../../components/post-cover';
import { clinicTime } from '../format-time';
import { focusFirstError } from '../../../src/forms/focus-first-error';
import { staffFailure } from '../staff-api';
import { useStaffFailure } from '../use-staff-failure';
import { MarkdownToolbar } from './markdown-toolbar';
import { previewHtml } from './markdown-preview';
import { postsApi } from './posts-api';
import { postsCopy } from './posts-copy';
import type { PostDetail, PostFields, PostReply, PostSummary } from './post-types';
import '../../styles/blog.css';
import './post-editor.css';

const copy = postsCopy.editor;
const EMPTY: PostFields = { title: '', slug: '', language: 'en', translation_of: null, meta_description: '', image: '', image_alt: '', body: '' };

const fieldsOf = (post: PostDetail): PostFields => ({
  title: post.title,
  slug: post.slug,
  language: post.language,
  translation_of: post.translation_of_id,
  meta_description: post.meta_description,
  image: post.image,
  image_alt: post.image_alt,
  body: post.body,
});

const samePost = (a: PostFields, b: PostFields) => (Object.keys(a) as (keyof PostFields)[]).every((key) => a[key] === b[key]);

/** A `datetime-local` value (this computer's clock) a minute from now. */
function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

export function StaffPostEditorPage() {
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const fail = useStaffFailure();
  const isNew = idParam === 'new';
  const id = isNew ? undefined : Number(idParam);
  const [fields, setFields] = useState<PostFields>(EMPTY);
  const [reply, setReply] = useState<PostReply | undefined>(undefined);
  const [others, setOthers] = useState<PostSummary[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<PostDetail | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [releaseAt, setReleaseAt] = useState(() => localInput(Date.now() + 60_000));
  const body = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const post = reply?.post;

  useEffect(() => {
    postsApi.list().then(setOthers, fail);
    if (id === undefined) return;
    postsApi.get(id).then((answer) => {
      setReply(answer);
      setFields(fieldsOf(answer.post));
    }, fail);
  }, [id, fail]);

  const set = <K extends keyof PostFields>(key: K, value: PostFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const candidates = others.filter((p) => p.language !== fields.language && p.translation_of === null && p.id !== id);
  const preview = useMemo(() => (post?.seeded_html && fields.body === '' ? post.html : previewHtml(fields.body)), [fields.body, post]);

  /** Runs a call; a 409 keeps what is typed and shows whose version is newer, a 400 marks the fields. */
  const run = async (call: () => Promise<PostReply>, after?: (answer: PostReply) => void) => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await call();
      setReply(answer);
      setConflict(undefined);
      if (answer.message) toastSuccess(answer.message);
      after?.(answer);
    } catch (err) {
      const failure = staffFailure(err);
      const data = (err as { data?: { post?: PostDetail } }).data;
      if (failure.status === 409 && data?.post) setConflict(data.post);
      else if (failure.status === 400 && failure.errors) {
        setErrors(failure.errors);
        focusFirstError(formRef.current);
      } else fail(err);
    } finally {
      setBusy(false);
    }
  };

  // What is on screen and not saved yet goes with a release, so what goes live is what staff see.
  const unsaved = post && !samePost(fields, fieldsOf(post)) ? fields : undefined;
  const release = (at?: number) => post && run(() => postsApi.publish(post.id, post.version, at, unsaved), (answer) => setFields(fieldsOf(answer.post)));

  const save = () =>
    post
      ? run(() => postsApi.save(post.id, post.version, fields))
      : run(
          () => postsApi.create(fields),
          (answer) => void navigate(`/staff/posts/${answer.post.id}`, { replace: true }),
        );

  const upload = async (file: File): Promise<string | undefined> => {
    setUploading(true);
    try {
      return (await postsApi.uploadImage(file)).path;
    } catch (err) {
      const failure = staffFailure(err);
      if (failure.errors?.image || failure.message) setErrors({ image: failure.errors?.image ?? failure.message ?? '' });
      else fail(err);
      return undefined;
    } finally {
      setUploading(false);
    }
  };

  const error = (key: string) =>
    errors[key] ? (
      <p className="clinic-field__error" id={`post-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className="staff-page post-editor">
      <div className="staff-page__head">
        <h1 className="staff-page__title">{isNew ? copy.newHeading : copy.editHeading}</h1>
        {post && <p className={`post-state post-state--${post.state}`}>{copy.state(postsCopy.states[post.state])}</p>}
      </div>
      {conflict && (
        <div className="post-conflict" role="alert">
          <p>{copy.conflict}</p>
          <button
            type="button"
            className="staff-button staff-button--quiet"
            onClick={() => {
              setReply((r) => (r ? { ...r, post: conflict } : r));
              setFields(fieldsOf(conflict));
              setConflict(undefined);
            }}
          >
            {copy.reload}
          </button>
        </div>
      )}
      <div className="post-editor__columns">
        <form
          ref={formRef}
          className="post-editor__form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="clinic-field">
            <label className="clinic-field__label" htmlFor="post-title">
              {copy.title}
            </label>
            <input id="post-title" className="clinic-field__control" value={fields.title} onChange={(e) => set('title', e.currentTarget.value)} aria-invalid={errors.title ? true : undefined} />
            {error('title')}
          </div>
          <div className="clinic-field">
            <label className="clinic-field__label" htmlFor="post-slug">
              {copy.slug}
            </label>
            <input id="post-slug" className="clinic-field__control" value={fields.slug} onChange={(e) => set('slug', e.currentTarget.value)} aria-describedby="post-slug-hint" />
            <p className="post-editor__hint" id="post-slug-hint">
              {copy.slugHint}
            </p>
            {error('slug')}
          </div>
          <div className="post-editor__row">
            <div className="clinic-field">
              <label className="clinic-field__label" htmlFor="post-language">
                {copy.language}
              </label>
              <select id="post-language" className="clinic-field__control" value={fields.language} onChange={(e) => set('language', e.currentTarget.value === 'es' ? 'es' : 'en')}>
                <option value="en">{postsCopy.languages.en}</option>
                <option value="es">{postsCopy.languages.es}</option>
              </select>
              {error('language')}
            </div>
            <div className="clinic-field">
              <label className="clinic-field__label" htmlFor="post-translation">
                {copy.translationOf}
              </label>
              <select
                id="post-translation"
                className="clinic-field__control"
                value={fields.translation_of ?? ''}
                onChange={(e) => set('translation_of', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
              >
                <option value="">{copy.noTranslation}</option>
                {candidates.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
              {error('translation_of')}
            </div>
          </div>
          <div className="clinic-field">
            <label className="clinic-field__label" htmlFor="post-meta">
              {copy.meta}
            </label>
            <textarea id="post-meta" className="clinic-field__control" rows={2} value={fields.meta_description} onChange={(e) => set('meta_description', e.currentTarget.value)} aria-describedby="post-meta-count" />
            <p className={fields.meta_description.length > 155 ? 'post-editor__hint post-editor__hint--over' : 'post-editor__hint'} id="post-meta-count" aria-live="polite">
              {copy.metaCounter(fields.meta_description.length)}
            </p>
            {error('meta_description')}
          </div>
          <fieldset className="post-editor__cover">
            <legend>{copy.cover}</legend>
            <label className="staff-button staff-button--quiet">
              {uploading ? copy.uploading : copy.coverUpload}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                data-testid="cover-input"
                onChange={(e) => {
                  const chosen = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (chosen) void upload(chosen).then((path) => path && set('image', path));
                }}
              />
            </label>
            {fields.image && <code className="post-editor__path">{fields.image}</code>}
            {error('image')}
            <div className="clinic-field">
              <label className="clinic-field__label" htmlFor="post-alt">
                {copy.coverAlt}
              </label>
              <input id="post-alt" className="clinic-field__control" value={fields.image_alt} onChange={(e) => set('image_alt', e.currentTarget.value)} aria-invalid={errors.image_alt ? true : undefined} />
              {error('image_alt')}
            </div>
          </fieldset>
          <div className="clinic-field">
            <label className="clinic-field__label" htmlFor="post-body">
              {copy.body}
            </label>
            {post?.seeded_html && <p className="post-editor__hint">{copy.seededHtml}</p>}
            <MarkdownToolbar area={body} value={fields.body} onChange={(v) => set('body', v)} onImage={upload} uploading={uploading} />
            <textarea id="post-body" ref={body} className="clinic-field__control post-editor__body" rows={18} value={fields.body} onChange={(e) => set('body', e.currentTarget.value)} />
            {error('body')}
          </div>
          <div className="post-editor__actions">
            <button type="submit" className="staff-button" disabled={busy}>
              {busy ? copy.saving : copy.save}
            </button>
            {post && (
              <>
                <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => void release()}>
                  {copy.publishNow}
                </button>
                <label className="post-editor__schedule">
                  <span>{copy.scheduleAt}</span>
                  <input type="datetime-local" className="clinic-field__control" value={releaseAt} onChange={(e) => setReleaseAt(e.currentTarget.value)} />
                </label>
                <button
                  type="button"
                  className="staff-button staff-button--quiet"
                  disabled={busy || !releaseAt}
                  onClick={() => void release(new Date(releaseAt).getTime())}
                >
                  {copy.schedule}
                </button>
                {post.state !== 'draft' && (
                  <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => void run(() => postsApi.unpublish(post.id, post.version))}>
                    {copy.unpublish}
                  </button>
                )}
                {post.state === 'published' && (
                  <a className="staff-button staff-button--quiet" href={post.path} target="_blank" rel="noopener noreferrer">
                    {copy.view}
                  </a>
                )}
              </>
            )}
          </div>
          {error('at')}
        </form>
        <section className="post-editor__preview" aria-label={copy.preview}>
          <h2 className="post-editor__preview-label">{copy.preview}</h2>
          <article className="blog-article" lang={fields.language}>
            <header className="blog-article__header">
              <h1>{fields.title}</h1>
            </header>
            {fields.image && <PostCover className="blog-article__image" src={fields.image} alt={fields.image_alt} />}
            <HtmlBlock className="blog-article__body prose" html={preview} />
          </article>
        </section>
      </div>
      {reply && reply.revisions.length > 0 && (
        <section className="post-editor__history">
          <h2>{copy.revisions}</h2>
          <ul>
            {reply.revisions.map((r) => (
              <li key={r.id}>
                {`v${r.version} · ${r.title} · ${r.actor} · ${clinicTime(r.created_at)} `}
                {post && r.version !== post.version && (
                  <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => void run(() => postsApi.restore(post.id, r.id, post.version), (a) => setFields(fieldsOf(a.post)))}>
                    {copy.restore}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <h2>{copy.history}</h2>
          <ul>
            {reply.audit.map((a) => (
              <li key={a.id}>{`${clinicTime(a.created_at)} · ${a.actor} · ${a.action}${a.detail ? ` · ${a.detail}` : ''}`}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
