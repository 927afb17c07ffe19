/** A set's audit log, newest first: who created, saved or deleted it, and when (Miami time). */
import { clinicTime, isoTime } from '../format-time';
import { faqSetCopy } from './faq-set-copy';
import type { FaqSetAuditEntry } from './faq-set-types';

const copy = faqSetCopy.editor;

export function FaqSetHistory({ entries }: { entries: FaqSetAuditEntry[] }) {
  if (entries.length === 0) return <p className="staff-page__hint">{copy.historyEmpty}</p>;
  return (
    <ol className="faq-history">
      {entries.map((e) => (
        <li key={e.id}>
          <time dateTime={isoTime(e.created_at)}>{copy.historyEntry(copy.actions[e.action] ?? e.action, e.actor, clinicTime(e.created_at))}</time>
          {e.language ? ` (${faqSetCopy.languages[e.language === 'es' ? 'es' : 'en']})` : ''}
          {e.detail ? `: ${e.detail}` : ''}
        </li>
      ))}
    </ol>
  );
}
