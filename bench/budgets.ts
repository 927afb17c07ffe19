/** The budgets of the issues, in one table, and how a measurement is judged against them. */
export const budgets = {
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  cls: 0.02,
  homeFirstLoadJsGzip: 100 * 1024,
  widgetBundleGzip: 20 * 1024,
} as const;

export type Verdict = 'PASS' | 'FAIL';

export const atLeast = (value: number, min: number): Verdict => (value >= min ? 'PASS' : 'FAIL');
export const atMost = (value: number, max: number): Verdict => (value <= max ? 'PASS' : 'FAIL');
