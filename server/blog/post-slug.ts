/**
 * Slugs of staff-written posts: lower-case ASCII words joined by hyphens, derived from the title
 * (accents dropped: "Cómo funciona" → "como-funciona") unless staff type their own.
 */
export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, SLUG_MAX).replace(/-+$/g, '');
}
