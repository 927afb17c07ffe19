import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../site/i18n/format-date';

describe('formatLongDate', () => {
  it('writes every month as Intl.DateTimeFormat does, in English and in Spanish', () => {
    const en = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const es = new Intl.DateTimeFormat('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, month + 3)).toISOString();
      expect(formatLongDate(iso, 'en')).toBe(en.format(Date.parse(iso)));
      expect(formatLongDate(iso, 'es')).toBe(es.format(Date.parse(iso)));
    }
  });

  it('reads the calendar day in UTC, whatever the zone of the stored time', () => {
    expect(formatLongDate('2025-03-03', 'en')).toBe('March 3, 2025');
    expect(formatLongDate('2025-03-03T23:30:00-05:00', 'es')).toBe('4 de marzo de 2025');
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatLongDate('coming soon', 'en')).toBe('coming soon');
  });
});
