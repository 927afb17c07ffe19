/**
 * A signed version of her health form as a PDF (pdfkit), with the course certificates' fonts
 * (server/i18n/pdf-fonts.ts): Noto Sans embedded, subset to the glyphs used, with Noto Sans Arabic
 * and Hebrew for the letters it lacks, so her name and her answers print as she typed them in
 * Latin, Greek, Cyrillic, Arabic or Hebrew letters, right to left where they are
 * (server/i18n/pdf-text-line.ts). It holds the consent text of the
 * version she agreed to, her answers, the photo consent, her typed name, the time and the hash.
 */
import PDFDocument from 'pdfkit';
import { documentFonts } from '../i18n/pdf-fonts';
import { drawTextParagraph, type MissingScripts } from '../i18n/pdf-text-line';
import { TEXT_QUESTIONS, YES_NO_QUESTIONS, type ConsentVersion, type HealthAnswers, type PhotoConsent } from '../../src/health-form/health-form-shape';
import { healthFormCopyFor } from './health-form-texts';

export interface SignedVersionFacts {
  language: string;
  version: number;
  consentVersion: ConsentVersion;
  answers: HealthAnswers;
  photoConsent: PhotoConsent;
  signedName: string;
  signedAt: number;
  signatureHash: string;
}

const INK = '#1f2a37';
const MUTED = '#52606d';

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** `missing` hears the scripts of letters in her words no embedded font has (never the words), to log them. */
export async function renderHealthFormPdf(f: SignedVersionFacts, missing?: MissingScripts): Promise<Buffer> {
  const copy = healthFormCopyFor(f.language);
  const consent = copy.consents[f.consentVersion];
  const { regular, bold } = documentFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: f.language === 'es' ? 'es' : 'en',
    info: { Title: `${copy.title} · ${copy.pdf.version} ${f.version}`, CreationDate: new Date(f.signedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);

  doc.fillColor(INK).font('bold').fontSize(20).text(copy.title);
  doc.fillColor(MUTED).font('regular').fontSize(10).text(`${copy.pdf.version} ${f.version} · ${copy.pdf.consentVersion}: ${f.consentVersion}`);
  doc.moveDown();

  doc.fillColor(INK).font('bold').fontSize(13).text(consent.title);
  doc.font('regular').fontSize(10);
  for (const paragraph of consent.paragraphs) doc.text(paragraph, { paragraphGap: 4 });
  doc.moveDown();

  for (const q of YES_NO_QUESTIONS) {
    doc.font('regular').fontSize(10).fillColor(INK).text(copy.questions[q], { continued: true }).font('bold').text(`  ${f.answers.yesNo[q] ? copy.yes : copy.no}`);
  }
  doc.moveDown(0.5);
  for (const q of TEXT_QUESTIONS) {
    doc.font('bold').fontSize(10).text(copy.textQuestions[q].label);
    if (f.answers.text[q] === '') doc.font('regular').text(copy.pdf.none, { paragraphGap: 4 });
    else drawTextParagraph(doc, f.answers.text[q], { weight: 'regular', size: 10, missing }, 4);
  }
  doc.moveDown(0.5);
  doc.font('bold').text(copy.photoConsent.legend);
  doc.font('regular').text(copy.photoConsent.options[f.photoConsent]);
  doc.moveDown();

  doc.font('regular').fillColor(MUTED).text(copy.pdf.signedBy);
  doc.fillColor(INK);
  // wrapped, never cut: it is her signature
  drawTextParagraph(doc, f.signedName, { weight: 'bold', size: 14, missing });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(`${copy.pdf.signedAt}: ${utc(f.signedAt)}`);
  doc.text(`${copy.pdf.fingerprint}: ${f.signatureHash}`);

  doc.end();
  return done;
}
