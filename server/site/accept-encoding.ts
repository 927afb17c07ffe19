/**
 * Picks the encoding of a response from the request's Accept-Encoding, among the ones a cached page
 * is stored in: brotli where the client takes it, else gzip, else the plain text. A coding with q=0
 * is refused, as RFC 9110 §12.5.3 says, and `*` stands for any coding not named.
 */
export type PageEncoding = 'br' | 'gzip' | 'identity';

export function pickEncoding(header: string | undefined): PageEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}
