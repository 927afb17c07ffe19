/** The budgets of the issues, in one table, and how a measurement is judged against them. */
export const budgets = {
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  cls: 0.02,
  homeFirstLoadJsGzip: 125 * 1024,
  pageFirstLoadJsGzip: 140 * 1024,
  lighthouseTbtMs: 150,
  lighthouseLcpMs: 2500,
  /** a cached page's rate over @fastify/static serving the same bytes precompressed */
  cachedPageRateRatio: 0.5,
  widgetBundleGzip: 20 * 1024,
  /**
   * The line the widget bundle is held to while it misses its budget: the required marks, the first
   * error brought into view, the photo picker worded in Spanish and the types column's padding
   * (issue 35) took it to 20,787 bytes, 307 over its 20,480. The bench still reports the budget's FAIL.
   */
  widgetBundleGzipCeiling: 20_800,
  /** a partner page with booking and FAQ, everything it fetches from the clinic before the visitor acts */
  partnerPageBeforeInteractionGzip: 25 * 1024,
  /** one certificate of attendance as a PDF, the font already parsed (issue 38) */
  certificatePdfMedianMs: 200,
} as const;

export type Verdict = 'PASS' | 'FAIL';

export const atLeast = (value: number, min: number): Verdict => (value >= min ? 'PASS' : 'FAIL');
export const atMost = (value: number, max: number): Verdict => (value <= max ? 'PASS' : 'FAIL');
