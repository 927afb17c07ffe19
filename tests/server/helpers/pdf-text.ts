/** The text layer of a PDF, as pdf-parse 2.x reads it (pdfjs-dist 6 needs a newer Node than CI's 20). */
import { PDFParse } from 'pdf-parse';

export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
