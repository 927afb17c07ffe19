/**
 * The clinic's notice of a new lead. Plain text, with the least patient detail: the first name and
 * where to look, never the message, the contact details or the photo.
 */
import { clinic } from '../../src/config/clinic';
import { aboutTag, type OutgoingMail } from '../mail/outbox-repository';

// Built once: constructing an Intl formatter costs far more than using one.
const clinicTimeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long', timeStyle: 'short' });

/** How the clinic's notice names a lead's language ('en' or 'es', docs/decisions/0013-languages-in-the-api-and-data.md). */
export const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' };

export function leadNoticeMail(
  to: string,
  lead: { kind: 'consultation' | 'contact'; id: number; firstName: string; at: number; language: string },
  siteUrl: string,
): OutgoingMail {
  const what = lead.kind === 'consultation' ? 'consultation request' : 'contact message';
  const language = languageNames[lead.language] ?? lead.language;
  return {
    kind: 'lead_notice',
    to,
    subject: `New ${what} #${lead.id}`,
    text: [
      `A new ${what} (#${lead.id}) arrived on ${clinicTimeFormat.format(new Date(lead.at))} (Miami time) from ${lead.firstName}.`,
      '',
      lead.language === 'en' ? `Language: ${language}.` : `Language: ${language}. The patient wrote from the ${language} site; please answer in ${language}.`,
      '',
      'The details are kept in the clinic’s records. To protect the patient’s privacy they are not sent by e-mail.',
      '',
      `Open it in the staff inbox (staff sign-in required): ${siteUrl}/staff/leads/${lead.kind}/${lead.id}`,
      '',
      clinic.clinicName,
    ].join('\n'),
    // deleting the lead deletes its notice (server/staff/lead-changes.ts, lead-retention.ts)
    about: aboutTag(lead.kind, lead.id),
  };
}
