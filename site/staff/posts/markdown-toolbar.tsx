/**
 * The body's small toolbar: a heading, a list item, a link and an uploaded picture, each written
 * into the Markdown at the cursor, so what staff see is what is stored.
 */
import { useRef, type RefObject } from 'react';
import { postsCopy } from './posts-copy';

const copy = postsCopy.editor.toolbar;

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

export function MarkdownToolbar({
  area,
  value,
  onChange,
  onImage,
  uploading,
}: {
  area: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  onImage: (file: File) => Promise<string | undefined>;
  uploading: boolean;
}) {
  const file = useRef<HTMLInputElement>(null);
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
  return (
    <div className="post-toolbar" role="toolbar" aria-label={copy.label}>
      <button type="button" className="staff-button staff-button--quiet" onClick={() => apply({ prefix: '## ' })}>
        {copy.heading}
      </button>
      <button type="button" className="staff-button staff-button--quiet" onClick={() => apply({ prefix: '- ' })}>
        {copy.list}
      </button>
      <button type="button" className="staff-button staff-button--quiet" onClick={() => apply({ before: '[', after: '](https://)', placeholder: copy.link })}>
        {copy.link}
      </button>
      <button type="button" className="staff-button staff-button--quiet" disabled={uploading} onClick={() => file.current?.click()}>
        {uploading ? postsCopy.editor.uploading : copy.image}
      </button>
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
    </div>
  );
}
