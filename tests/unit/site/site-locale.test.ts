/** The /es path rules every link, the head and the sitemap rely on (src/i18n/site-locale.ts). */
import { describe, expect, it } from 'vitest';
import { englishPath, localeOfPath, localizePath, twinPath } from '../../../src/i18n/site-locale';

describe('Spanish paths', () => {
  it('knows a Spanish path by its /es segment, not by a word that starts with es', () => {
    expect(['/es', '/es/', '/es/treatments/neck', '/es?x=1', '/es#main'].map(localeOfPath)).toEqual(['es', 'es', 'es', 'es', 'es']);
    expect(['/', '/estudio', '/treatments/es', '/blog/es-post'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('puts /es in front of a site path and takes it away again', () => {
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/treatments/neck', 'es')).toBe('/es/treatments/neck');
    expect(localizePath('/reset-password?token=abc&email=a%40b.c', 'es')).toBe('/es/reset-password?token=abc&email=a%40b.c');
    expect(localizePath('/?ref=ad', 'es')).toBe('/es?ref=ad');
    expect(localizePath('/es/blog', 'es')).toBe('/es/blog');
    expect(localizePath('/es/blog', 'en')).toBe('/blog');
    expect(localizePath('/es', 'en')).toBe('/');
    expect(englishPath('/es?ref=ad')).toBe('/?ref=ad');
  });

  it('leaves what is not a path on this site alone', () => {
    for (const href of ['tel:+13055550147', 'mailto:a@b.c', 'https://maps.example/x', '//cdn.example/x', '#main', '']) {
      expect(localizePath(href, 'es')).toBe(href);
    }
  });

  it('finds the twin of a page in the other language', () => {
    expect(twinPath('/faqs/results_faq')).toBe('/es/faqs/results_faq');
    expect(twinPath('/es/faqs/results_faq')).toBe('/faqs/results_faq');
    expect(twinPath('/')).toBe('/es');
    expect(twinPath('/es')).toBe('/');
  });
});
