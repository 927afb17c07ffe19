/**
 * The certificate of attendance's PDF (server/courses/certificate-pdf.ts, issue 38): the median time
 * to make one, the font already parsed as in a running server (the first one, which parses it, is
 * reported apart). Names in Latin with accents, Cyrillic and Greek, then Arabic and Hebrew, as the
 * tests print them: the first Arabic and the first Hebrew one, which parse their fonts, are reported
 * apart too (a Latin name never parses them), then every name goes round in the median.
 */
import { renderCertificatePdf } from '../server/courses/certificate-pdf';
import { atMost, budgets, type Verdict } from './budgets';

const RUNS = Number(process.env.BENCH_CERTIFICATE_RUNS ?? 40);
const names = ['Renée Müller-Ibáñez', 'Анна Петрова', 'Zoë Adébayo', 'Ελένη Παπαδοπούλου', 'ليلى حداد', 'נועה כהן'];
const ARABIC = 4;
const HEBREW = 5;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

export async function runCertificatePdfBench(): Promise<{ runs: number; first_ms: number; first_arabic_ms: number; first_hebrew_ms: number; median_ms: number; p95_ms: number; bytes: number; budget: { budget: string; value: number; limit: number; verdict: Verdict } }> {
  const start = Date.UTC(2026, 11, 5, 13, 30);
  const make = (i: number) =>
    renderCertificatePdf({
      language: i % 2 === 0 ? 'en' : 'es',
      name: names[i % names.length] ?? 'Ana Pérez',
      code: 'ABCDEFGHJKMNPQRSTVWX',
      startsAt: start,
      endsAt: start + 9 * 3_600_000,
      verifyUrl: `https://clinic.example/${i % 2 === 0 ? '' : 'es/'}certificates/ABCDEFGHJKMNPQRSTVWX`,
      issuedAt: start + 10 * 3_600_000,
    });
  let t = performance.now();
  const first = await make(0);
  const firstMs = performance.now() - t;
  t = performance.now();
  await make(ARABIC);
  const firstArabicMs = performance.now() - t;
  t = performance.now();
  await make(HEBREW);
  const firstHebrewMs = performance.now() - t;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await make(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = Math.round(percentile(times, 0.5) * 10) / 10;
  return {
    runs: RUNS,
    first_ms: Math.round(firstMs),
    first_arabic_ms: Math.round(firstArabicMs),
    first_hebrew_ms: Math.round(firstHebrewMs),
    median_ms: median,
    p95_ms: Math.round(percentile(times, 0.95) * 10) / 10,
    bytes: first.length,
    budget: { budget: `certificate PDF median ≤ ${budgets.certificatePdfMedianMs} ms`, value: median, limit: budgets.certificatePdfMedianMs, verdict: atMost(median, budgets.certificatePdfMedianMs) },
  };
}
