/**
 * The leads of one inbox page: a table on wide screens; on a phone each row reads as a card (the
 * cells stack, each with its column name). The name links to the lead's page.
 */
import { Link } from 'react-router-dom';
import { clinicTime, isoTime } from '../format-time';
import { formatPhone } from '../format-phone';
import { staffCopy, type StaffLeadStatus } from '../staff-copy';
import type { LeadSummary } from '../staff-types';
import { StatusBadge } from './status-badge';
import { LanguageBadge } from './language-badge';

const cols = staffCopy.inbox.columns;
const sourceCols = staffCopy.inbox.sourceColumns;

/** 'instagram / social / spring'; a lead without tags or referrer reads 'direct' */
function sourceLine(lead: LeadSummary): string {
  return [lead.source || staffCopy.inbox.direct, lead.medium, lead.campaign].filter(Boolean).join(' / ');
}

export function LeadTable({ leads }: { leads: LeadSummary[] }) {
  return (
    <table className="lead-table">
      <caption className="visually-hidden">{staffCopy.inbox.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{cols.received}</th>
          <th scope="col">{cols.name}</th>
          <th scope="col">{cols.type}</th>
          <th scope="col">{cols.status}</th>
          <th scope="col">{cols.language}</th>
          <th scope="col">{cols.email}</th>
          <th scope="col">{cols.phone}</th>
          <th scope="col">{sourceCols.source}</th>
          <th scope="col">{sourceCols.partner}</th>
          <th scope="col">{sourceCols.landing_page}</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={`${lead.kind}-${lead.id}`} className={lead.status === 'new' ? 'lead-table__row lead-table__row--new' : 'lead-table__row'}>
            <td data-label={cols.received}>
              <time dateTime={isoTime(lead.created_at)}>{clinicTime(lead.created_at)}</time>
            </td>
            <td data-label={cols.name} className="lead-table__name">
              <span>
                <Link to={`/staff/leads/${lead.kind}/${lead.id}`}>{lead.name}</Link>
                {lead.has_note && (
                  <span className="lead-table__mark" title={staffCopy.inbox.noteMark}>
                    <span aria-hidden="true">✎</span>
                    <span className="visually-hidden">{staffCopy.inbox.noteMark}</span>
                  </span>
                )}
              </span>
            </td>
            <td data-label={cols.type}>{staffCopy.kinds[lead.kind]}</td>
            <td data-label={cols.status}>
              <StatusBadge status={lead.status as StaffLeadStatus} />
            </td>
            <td data-label={cols.language}>
              <LanguageBadge language={lead.language} />
            </td>
            <td data-label={cols.email} className="lead-table__email">
              {lead.email}
            </td>
            <td data-label={cols.phone} className="lead-table__phone">
              {formatPhone(lead.phone)}
            </td>
            <td data-label={sourceCols.source} className="lead-table__source">
              {sourceLine(lead)}
            </td>
            <td data-label={sourceCols.partner}>{lead.partner}</td>
            <td data-label={sourceCols.landing_page} className="lead-table__source">
              {lead.landing_page}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
