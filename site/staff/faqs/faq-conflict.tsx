/**
 * What the editor shows after a 409: who saved the set while it was open and what they saved,
 * beside the text the editor keeps, with the two ways on: save mine over theirs, or take theirs.
 */
import { useEffect, useRef } from 'react';
import { clinicTime } from '../format-time';
import { faqSetCopy } from './faq-set-copy';
import type { StaffFaqSet } from './faq-set-types';

const copy = faqSetCopy.editor;

export function FaqConflict({ saved, message, busy, onKeepMine, onTakeTheirs }: { saved: StaffFaqSet; message: string; busy: boolean; onKeepMine(): void; onTakeTheirs(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [saved.version]);
  return (
    <section className="staff-panel faq-conflict" role="alert" aria-labelledby="faq-conflict-heading">
      <h2 id="faq-conflict-heading" ref={heading} tabIndex={-1}>
        {copy.conflictHeading}
      </h2>
      <p>{message}</p>
      <p className="staff-page__hint">{copy.conflictIntro(saved.updated_by, clinicTime(saved.updated_at))}</p>
      <details className="faq-conflict__saved">
        <summary>{copy.savedVersion}</summary>
        <p>
          <strong>{saved.title}</strong>
        </p>
        <ol className="faq-conflict__list">
          {saved.items.map((item, i) => (
            <li key={i}>
              <strong>{item.question}</strong>
              <pre className="faq-conflict__answer">{item.markdown}</pre>
            </li>
          ))}
        </ol>
      </details>
      <div className="faq-item__actions">
        <button type="button" className="staff-button" disabled={busy} onClick={onKeepMine}>
          {copy.keepMine}
        </button>
        <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={onTakeTheirs}>
          {copy.takeTheirs}
        </button>
      </div>
    </section>
  );
}
