/** The consultation's photo, from the staff-only photo URL (never cached, never public). */
import { staffCopy } from '../staff-copy';
import type { LeadDetail } from '../staff-types';

export function LeadPhoto({ lead }: { lead: LeadDetail }) {
  if (!lead.photo_url) return <p className="staff-page__hint">{staffCopy.lead.noPhoto}</p>;
  return (
    <figure className="lead-photo">
      <a href={lead.photo_url} target="_blank" rel="noopener">
        <img src={lead.photo_url} alt={staffCopy.lead.photoAlt(lead.first_name ?? lead.name)} loading="lazy" decoding="async" />
      </a>
      <figcaption>
        <a href={lead.photo_url} target="_blank" rel="noopener">
          {staffCopy.lead.openPhoto}
        </a>
      </figcaption>
    </figure>
  );
}
