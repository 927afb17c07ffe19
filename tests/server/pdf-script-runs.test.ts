/**
 * Text in any script the PDFs embed a font for (server/i18n/pdf-script-runs.ts, pdf-text-line.ts):
 * a line cut into runs of one font in visual order, Arabic shaped with its joining forms, letters no
 * font has named by script, and the certificate and health form PDFs that print through it.
 */
import { pdfText } from './helpers/pdf-text';
import { describe, expect, it } from 'vitest';
import { fontFamily } from '../../server/i18n/pdf-fonts';
import { fontRuns, uncoveredScripts, visualRuns } from '../../server/i18n/pdf-script-runs';
import { renderCertificatePdf } from '../../server/courses/certificate-pdf';
import { renderHealthFormPdf } from '../../server/health-forms/health-form-pdf';
import { TEXT_QUESTIONS, YES_NO_QUESTIONS } from '../../src/health-form/health-form-shape';
import { embeddedFonts, rtlLine } from './helpers/pdf-fonts';

const bold = fontFamily('bold');
const fontName = (slot: number | null) => (slot === null ? null : bold[slot]!.font().postscriptName);
const runsOf = (text: string) => visualRuns(text, bold).map((r) => [r.text, fontName(r.slot), r.rtl]);


describe('a line cut into runs by the font that has its letters', () => {
  it('keeps Latin, Greek and Cyrillic in Noto Sans, one run', () => {
    expect(runsOf('Renée Müller-Ibáñez')).toEqual([['Renée Müller-Ibáñez', 'NotoSans-Bold', false]]);
    expect(runsOf('Анна Петрова')).toEqual([['Анна Петрова', 'NotoSans-Bold', false]]);
    expect(runsOf('Ελένη Παπαδοπούλου')).toEqual([['Ελένη Παπαδοπούλου', 'NotoSans-Bold', false]]);
  });

  it('gives an Arabic or Hebrew name, its space included, to its own font as one right-to-left run in typed order', () => {
    expect(runsOf('ليلى حداد')).toEqual([['ليلى حداد', 'NotoSansArabic-Bold', true]]);
    expect(runsOf('נועה כהן')).toEqual([['נועה כהן', 'NotoSansHebrew-Bold', true]]);
  });

  it('places mixed runs left to right as the bidi algorithm orders them, brackets mirrored', () => {
    // typed: Latin, then Arabic, then '(2)'; the '(2)' belongs to the Arabic, so it shows on its left
    expect(runsOf('Layla ليلى حداد (2)')).toEqual([
      ['Layla ', 'NotoSans-Bold', false],
      ['(', 'NotoSansArabic-Bold', true],
      ['2', 'NotoSansArabic-Bold', false],
      ['ليلى حداد )', 'NotoSansArabic-Bold', true],
    ]);
    // a right-to-left paragraph puts the Latin word at the left end, after the Hebrew
    expect(runsOf('נועה Cohen')).toEqual([
      ['Cohen', 'NotoSans-Bold', false],
      ['נועה ', 'NotoSansHebrew-Bold', true],
    ]);
  });

  it('hands fontkit the Arabic run as typed, which it shapes into joining forms', () => {
    const [run] = visualRuns('ليلى', bold);
    const glyphs = bold[run!.slot!]!.font().layout(run!.text).glyphs.map((g) => g.name);
    // drawn right to left: the final alef maksura, then the medial and initial lam
    expect(glyphs.filter((n) => /^uni06(44|49)/.test(n))).toEqual(['uni0649.fina', 'uni0644.medi', 'uni0644.init']);
  });

  it('names the script of letters no font has, and marks their run with no font', () => {
    expect(fontRuns('王小明 Li', bold)).toEqual([
      { start: 0, end: 3, slot: null },
      { start: 3, end: 6, slot: 0 },
    ]);
    expect(uncoveredScripts('王小明 Li', bold)).toEqual(['Han']);
    expect(uncoveredScripts('さくら 김민지', bold)).toEqual(['Hiragana', 'Hangul']);
    expect(uncoveredScripts('Renée ليلى נועה', bold)).toEqual([]);
  });
});

const start = Date.UTC(2026, 11, 5, 13, 30);
const certificate = (name: string, missing?: (scripts: string[]) => void) =>
  renderCertificatePdf({ language: 'en', name, code: 'ABCDEFGHJKMNPQRSTVWX', startsAt: start, endsAt: start + 9 * 3_600_000, verifyUrl: 'https://clinic.example/certificates/ABCDEFGHJKMNPQRSTVWX', issuedAt: start }, missing);

describe('the PDFs print names in their own letters', () => {
  it('embeds only Noto Sans for a Latin name, and the Arabic and Hebrew fonts only for names that need them', async () => {
    expect(embeddedFonts(await certificate('Renée Müller-Ibáñez'))).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    const arabic = await certificate('ليلى حداد');
    expect(embeddedFonts(arabic)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansArabic-Bold']);
    expect(rtlLine(await pdfText(arabic), 'ليلى حداد')).toBeDefined();
    const hebrew = await certificate('נועה כהן');
    expect(embeddedFonts(hebrew)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansHebrew-Bold']);
    expect(rtlLine(await pdfText(hebrew), 'נועה כהן')).toBeDefined();
  });

  it('still issues a certificate for a name in letters no font has, and tells the caller the script, not the name', async () => {
    const heard: string[][] = [];
    const pdf = await certificate('王小明', (scripts) => heard.push(scripts));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(heard).toEqual([['Han']]);
    const quiet: string[][] = [];
    await certificate('ليلى حداد', (scripts) => quiet.push(scripts));
    expect(quiet).toEqual([]);
  });

  it('prints her typed name and her answers on the health form in Arabic and Hebrew letters', async () => {
    const heard: string[][] = [];
    const pdf = await renderHealthFormPdf(
      {
        language: 'en',
        version: 1,
        consentVersion: 'consent-2026-11',
        answers: { yesNo: Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, false])), text: Object.fromEntries(TEXT_QUESTIONS.map((q, i) => [q, i === 0 ? 'אקמול כל בוקר' : ''])) } as never,
        photoConsent: 'record',
        signedName: 'ليلى حداد',
        signedAt: start,
        signatureHash: 'f'.repeat(64),
      },
      (scripts) => heard.push(scripts),
    );
    expect(embeddedFonts(pdf)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansArabic-Bold', 'NotoSansHebrew-Regular']);
    const text = await pdfText(pdf);
    expect(rtlLine(text, 'ليلى حداد')).toBeDefined();
    expect(rtlLine(text, 'אקמול כל בוקר')).toBeDefined();
    expect(heard).toEqual([]);
  });
});
