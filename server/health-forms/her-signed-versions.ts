/**
 * Every version she signed, by her account rather than by appointment, for her data download
 * (server/account-data/): a signed version outlives the appointment it was for (a lead's deletion
 * removes the appointment, never the version). Opened here, in the room that seals them; whoever
 * calls sends them only to her own session and logs none of it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldCipher } from '../db/field-cipher';
import { openContent } from './health-form-seal';
import { signedVersionPdf } from './signed-version-pdf';
import type { HealthFormRow } from './health-form-repository';

const iso = (ms: number) => new Date(ms).toISOString();

export const signedVersionPdfPath = (id: number): string => `/api/account/health-forms/${id}/pdf`;

/** Her versions, oldest first, answers opened; throws FieldDecryptError when one is sealed under a key the server lacks. */
export async function herSignedVersions(db: Kysely<Database>, cipher: FieldCipher, userId: number) {
  const rows = await db.selectFrom('health_form_versions').selectAll().where('user_id', '=', userId).orderBy('signed_at').orderBy('id').execute();
  return rows.map((row) => {
    const content = openContent(cipher, row.sealed);
    return {
      id: row.id,
      appointment_id: row.appointment_id,
      version: row.version,
      signed_at: iso(Number(row.signed_at)),
      consent_version: row.consent_version,
      language: row.language === 'es' ? ('es' as const) : ('en' as const),
      answers: content.answers.yesNo,
      medications: content.answers.text.medications,
      allergies: content.answers.text.allergies,
      photo_consent: row.photo_consent,
      signed_name: content.signedName,
      signature_hash: row.signature_hash,
      pdf: signedVersionPdfPath(row.id),
    };
  });
}

/** One of her versions as its PDF and file name, or undefined when it is not hers (or none). */
export async function herSignedVersionPdf(db: Kysely<Database>, cipher: FieldCipher, userId: number, id: number): Promise<{ pdf: Buffer; filename: string } | undefined> {
  const row: HealthFormRow | undefined = await db.selectFrom('health_form_versions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return signedVersionPdf(cipher, row);
}
