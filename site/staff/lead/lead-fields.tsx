/** Every field the lead sent, and the page it was sent from. */
import type { ReactNode } from 'react';
import { formatPhone, phoneHref } from '../format-phone';
import { staffCopy } from '../staff-copy';
import type { LeadDetail } from '../staff-types';
import { LanguageBadge } from '../inbox/language-badge';

const f = staffCopy.lead.fields;

/** A page address is shown as a link only when it is a web address (it is whatever the form sent). */
function pageLink(url: string) {
  return /^https?:\/\//i.test(url) ? (
    <a href={url} rel="noreferrer noopener" target="_blank">
      {url}
    </a>
  ) : (
    url
  );
}

export function LeadFields({ lead }: { lead: LeadDetail }) {
  const rows: [string, ReactNode][] =
    lead.kind === 'consultation'
      ? [
          [f.first_name, lead.first_name],
          [f.last_name, lead.last_name],
        ]
      : [[f.name, lead.name]];
  rows.push(
    [f.email, <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    [f.phone, <a href={phoneHref(lead.phone)}>{formatPhone(lead.phone)}</a>],
    [f.message, <span className="lead-fields__message">{lead.message}</span>],
  );
  if (lead.kind === 'consultation') rows.push([f.form_page_name, lead.form_page_name ? pageLink(lead.form_page_name) : '—']);
  rows.push([f.language, <LanguageBadge language={lead.language} />]);
  rows.push([f.id, `${staffCopy.kinds[lead.kind]} #${lead.id}`]);
  return (
    <dl className="lead-fields">
      {rows.map(([label, value]) => (
        <div className="lead-fields__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
