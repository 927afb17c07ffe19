/**
 * The small Markdown toolbar of the post editor, also used by the FAQ editor: a heading, a list
 * item, a link and an uploaded picture, each written into the Markdown at the cursor, so what
 * staff see is what is stored. Link asks for the address first (a `[Link](https://)` left in the
 * text would go live as a link to nowhere); the editor chooses which tools it offers.
 */
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { postsCopy } from './posts-copy';

const copy = postsCopy.editor.toolbar;

export type MarkdownTool = 'heading' | 'list' | 'numbered' | 'link' | 'image';

/** Puts `before` + the selection (or `placeholder`) + `after` at the cursor, or `prefix` at the line's start. */
export function insertAt(area: HTMLTextAreaElement, value: string, edit: { before?: string; after?: string; placeholder?: string; prefix?: string }): { value: string; cursor: number } {
  const start = area.selectionStart;
  const end = area.selectionEnd;
  if (edit.prefix !== undefined) {
    const lineStart = value.lastIndexOf('\n', start - 1) + 1;
    return { value: value.slice(0, lineStart) + edit.prefix + value.slice(lineStart), cursor: end + edit.prefix.length };
  }
  const selected = value.slice(start, end) || edit.placeholder || '';
  const text = (edit.before ?? '') + selected + (edit.after ?? '');
  return { value: value.slice(0, start) + text + value.slice(end), cursor: start + text.length };
}

/**
 * An address a link may have: the web (http, https), mail, a phone, or a path on this site. What
 * the server keeps of a link is decided there; this only stops an empty or half-typed address.
 */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(address)) return address;
  if (/^(mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]{3,})$/i.test(address)) return address.replace(/\s+/g, '');
  if (/^\/(?!\/)\S*$/.test(address)) return address;
  // 'clinic.example/page': the address without its scheme, as people often type it
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(address)) return `https://${address}`;
  return null;
}

/** Markdown's link target: spaces and brackets would end it early. */
const target = (address: string) => address.replace(/[()\s]/g, (c) => encodeURIComponent(c));

export function MarkdownToolbar({
  area,
  value,
  onChange,
  onImage,
  uploading = false,
  tools = ['heading', 'list', 'link', 'image'],
}: {
  area: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  onImage?: (file: File) => Promise<string | undefined>;
  uploading?: boolean;
  tools?: readonly MarkdownTool[];
}) {
  const uid = useId();
  const file = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState(false);

  const apply = (edit: Parameters<typeof insertAt>[2]) => {
    const el = area.current;
    if (!el) return;
    const next = insertAt(el, value, edit);
    onChange(next.value);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const askLink = () => {
    setAsking(true);
    setAddress('');
    setAddressError(false);
    requestAnimationFrame(() => addressInput.current?.focus());
  };
  const closeLink = () => {
    setAsking(false);
    requestAnimationFrame(() => area.current?.focus());
  };
  const insertLink = () => {
    const chosen = linkAddress(address);
    if (!chosen) {
      setAddressError(true);
      addressInput.current?.focus();
      return;
    }
    setAsking(false);
    // the text area keeps its selection while the address is typed: the selected words become the link's
    apply({ before: '[', after: `](${target(chosen)})`, placeholder: copy.linkText });
  };
  // the toolbar sits inside the editor's form: Enter here inserts the link rather than saving the form
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insertLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };
  const has = (tool: MarkdownTool) => tools.includes(tool);

  return (
    <div className="post-toolbar-wrap">
      <div className="post-toolbar" role="toolbar" aria-label={copy.label}>
        {has('heading') && (
          <button type="button" className="staff-button staff-button--quiet" onClick={() => apply({ prefix: '## ' })}>
            {copy.heading}
          </button>
        )}
        {has('list') && (
          <button type="button" className="staff-button staff-button--quiet" onClick={() => apply({ prefix: '- ' })}>
            {copy.list}
          </button>
        )}
        {has('numbered') && (
          <button type="button" className="staff-button staff-button--quiet" onClick={() => apply({ prefix: '1. ' })}>
            {copy.numbered}
          </button>
        )}
        {has('link') && (
          <button type="button" className="staff-button staff-button--quiet" aria-expanded={asking} aria-controls={`${uid}-link`} onClick={askLink}>
            {copy.link}
          </button>
        )}
        {has('image') && onImage && (
          <button type="button" className="staff-button staff-button--quiet" disabled={uploading} onClick={() => file.current?.click()}>
            {uploading ? postsCopy.editor.uploading : copy.image}
          </button>
        )}
      </div>
      {asking && (
        <div className="post-toolbar__link" id={`${uid}-link`} role="group" aria-label={copy.linkGroup}>
          <label className="clinic-field__label" htmlFor={`${uid}-address`}>
            {copy.linkAddress}
          </label>
          <input
            ref={addressInput}
            id={`${uid}-address`}
            className="clinic-field__control"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={address}
            aria-invalid={addressError || undefined}
            aria-describedby={`${uid}-address-${addressError ? 'error' : 'hint'}`}
            onChange={(e) => {
              setAddress(e.currentTarget.value);
              setAddressError(false);
            }}
            onKeyDown={onAddressKey}
          />
          {addressError ? (
            <p className="clinic-field__error" id={`${uid}-address-error`} role="alert">
              {copy.linkInvalid}
            </p>
          ) : (
            <p className="post-editor__hint" id={`${uid}-address-hint`}>
              {copy.linkHint}
            </p>
          )}
          <div className="post-toolbar__link-actions">
            <button type="button" className="staff-button" onClick={insertLink}>
              {copy.insertLink}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={closeLink}>
              {copy.cancelLink}
            </button>
          </div>
        </div>
      )}
      {has('image') && onImage && (
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="inline-image-input"
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!chosen) return;
            void onImage(chosen).then((path) => {
              if (path) apply({ before: '![', after: `](${path})`, placeholder: chosen.name.replace(/\.[^.]+$/, '') });
            });
          }}
        />
      )}
    </div>
  );
}
