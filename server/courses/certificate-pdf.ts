/**
 * The certificate of attendance as a PDF (pdfkit, docs/decisions/0026-certificates.md): US Letter,
 * landscape, Noto Sans embedded (subset to the glyphs used), with Noto Sans Arabic and Hebrew for
 * the letters it lacks, so a name in Latin, Greek, Cyrillic, Arabic or Hebrew letters prints as
 * written, right-to-left names right to left (server/i18n/pdf-text-line.ts); and a vector QR code to
 * the public verification page. Letters no embedded font has (Chinese, Japanese, Korean...) print
 * as empty boxes and the caller hears their script's name to log it (decision 0026, known limit).
 */
import PDFDocument from 'pdfkit';
import { documentFonts } from '../i18n/pdf-fonts';
import { drawTextLine, lineWidth, type MissingScripts } from '../i18n/pdf-text-line';
import QRCode from 'qrcode';
import { certificateText as en, type CertificateText } from './certificate-text';
import { certificateText as es } from './certificate-text.es';

export interface CertificateFacts {
  /** the course day's language of instruction: the certificate's */
  language: string;
  name: string;
  code: string;
  startsAt: number;
  endsAt: number;
  /** the public verification page, which the QR code opens */
  verifyUrl: string;
  issuedAt: number;
}

export const certificateTextFor = (language: string): CertificateText => (language === 'es' ? es : en);

/** Hours of instruction: the day's span less an hour's lunch when the day is long enough to have one. */
export function instructionHours(startsAt: number, endsAt: number): number {
  const span = (endsAt - startsAt) / 3_600_000;
  const hours = span > 5 ? span - 1 : span;
  return Math.max(0, Math.round(hours * 2) / 2);
}

const INK = '#1f2a37';
const ACCENT = '#8a5a2b';
const MUTED = '#52606d';

export async function renderCertificatePdf(f: CertificateFacts, missing?: MissingScripts): Promise<Buffer> {
  const text = certificateTextFor(f.language);
  const { regular, bold } = documentFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    lang: f.language === 'es' ? 'es' : 'en',
    info: { Title: `${text.title} ${f.code}`, Author: text.trainer, Subject: text.courseName, CreationDate: new Date(f.issuedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory.open)
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);

  const width = doc.page.width;
  const height = doc.page.height;
  doc.lineWidth(3).strokeColor(ACCENT).rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(0.75).rect(34, 34, width - 68, height - 68).stroke();

  const column = { x: 72, width: width - 144 };
  doc.fillColor(ACCENT).font('bold').fontSize(34).text(text.title, column.x, 80, { width: column.width, align: 'center' });
  doc.fillColor(MUTED).font('regular').fontSize(14).text(text.certifies, column.x, 150, { width: column.width, align: 'center' });
  // a long name is set smaller, never wrapped onto the line below it
  let nameSize = 30;
  while (nameSize > 12 && lineWidth(doc, f.name, 'bold', nameSize) > column.width) nameSize -= 2;
  doc.fillColor(INK);
  drawTextLine(doc, f.name, { weight: 'bold', size: nameSize, missing }, { x: column.x, y: 178 + (30 - nameSize) / 2, width: column.width, align: 'center' });
  doc.fillColor(INK).font('regular').fontSize(14).text(text.attended, column.x, 236, { width: column.width, align: 'center' });
  doc.font('bold').fontSize(16).text(text.day(f.startsAt), column.x, 264, { width: column.width, align: 'center' });
  doc.font('regular').fontSize(12).fillColor(MUTED);
  doc.text(text.hours(f.startsAt, f.endsAt, instructionHours(f.startsAt, f.endsAt)), column.x, 292, { width: column.width, align: 'center' });
  doc.text(text.at, column.x, 310, { width: column.width, align: 'center' });

  // the trainer's signature block, left; the number and the QR code, right
  const lineY = 430;
  doc.lineWidth(0.75).strokeColor(INK).moveTo(96, lineY).lineTo(356, lineY).stroke();
  doc.fillColor(INK).font('bold').fontSize(13).text(text.trainer, 96, lineY + 8, { width: 260 });
  doc.fillColor(MUTED).font('regular').fontSize(11).text(text.trainerTitle, 96, lineY + 28, { width: 260 });

  const qrSize = 110;
  const qrX = width - 96 - qrSize;
  const qrY = 372;
  drawQr(doc, f.verifyUrl, qrX, qrY, qrSize);
  const infoX = 400;
  const infoWidth = qrX - infoX - 16;
  doc.fillColor(MUTED).font('regular').fontSize(10).text(text.numberLabel, infoX, qrY + 4, { width: infoWidth, align: 'right' });
  doc.fillColor(INK).font('bold').fontSize(12).text(f.code, infoX, qrY + 18, { width: infoWidth, align: 'right' });
  doc.fillColor(MUTED).font('regular').fontSize(9).text(text.verify, infoX, qrY + 48, { width: infoWidth, align: 'right' });
  doc.text(f.verifyUrl, infoX, qrY + 60, { width: infoWidth, align: 'right' });

  doc.end();
  return done;
}

/** The QR code as filled squares: sharp at any zoom and a few hundred bytes, unlike an embedded image. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill();
}
