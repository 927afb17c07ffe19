/**
 * One signed version as the PDF she downloads, with its file name: the same document whether she
 * reaches it from her appointment or, once the appointment is gone, from her data download.
 */
import type { FieldCipher } from '../db/field-cipher';
import type { ConsentVersion, PhotoConsent } from '../../src/health-form/health-form-shape';
import { openContent } from './health-form-seal';
import { renderHealthFormPdf } from './health-form-pdf';
import type { HealthFormRow } from './health-form-repository';

/** Throws FieldDecryptError when the row is sealed under a key the server lacks; `missing` hears scripts no font has. */
export async function signedVersionPdf(cipher: FieldCipher, row: HealthFormRow, missing?: (scripts: string[]) => void): Promise<{ pdf: Buffer; filename: string }> {
  const content = openContent(cipher, row.sealed);
  const language = row.language === 'es' ? 'es' : 'en';
  const pdf = await renderHealthFormPdf(
    {
      language,
      version: row.version,
      consentVersion: row.consent_version as ConsentVersion,
      answers: content.answers,
      photoConsent: row.photo_consent as PhotoConsent,
      signedName: content.signedName,
      signedAt: Number(row.signed_at),
      signatureHash: row.signature_hash,
    },
    missing,
  );
  return { pdf, filename: `${language === 'es' ? 'formulario-de-salud' : 'health-form'}-${row.appointment_id}-v${row.version}.pdf` };
}
