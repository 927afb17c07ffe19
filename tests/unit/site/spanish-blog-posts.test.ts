/**
 * The Spanish blog posts seeded for /es/blog: six of them, with slugs of their own, HTML the server
 * stores as written, and, for a translation, every figure of its English original.
 */
import { describe, expect, it } from 'vitest';
import { figuresOf } from './copy-pairs';
import { sanitizeBlogHtml } from '../../../server/blog/blog-html';
import { seedPosts } from '../../../server/blog/seed-posts';
import { spanishPostInputs } from '../../../server/blog/seed-posts.es';

const englishBySlug = new Map(seedPosts.map((post) => [post.slug, post]));

const textOf = (post: { title: string; meta_description: string; description: string }): string =>
  `${post.title} ${post.meta_description} ${post.description}`;

/** Words that give away an English sentence left in a Spanish post. */
const ENGLISH_WORDS = /\b(the|and|with|your|you|after|before|skin|days|hours|months|years)\b/i;

describe('Spanish blog posts', () => {
  it('are six, with unique slugs and titles', () => {
    expect(spanishPostInputs).toHaveLength(6);
    expect(new Set(spanishPostInputs.map((p) => p.slug)).size).toBe(6);
    expect(new Set(spanishPostInputs.map((p) => p.title)).size).toBe(6);
  });

  it('have URL-safe slugs that no English post uses', () => {
    for (const post of spanishPostInputs) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(englishBySlug.has(post.slug)).toBe(false);
    }
  });

  it('translate existing English posts, at least four of them, each at most once', () => {
    const originals = spanishPostInputs.flatMap((p) => (p.translation_of === null ? [] : [p.translation_of]));
    expect(originals.length).toBeGreaterThanOrEqual(4);
    expect(new Set(originals).size).toBe(originals.length);
    for (const slug of originals) expect(englishBySlug.has(slug), slug).toBe(true);
  });

  it('have a meta description of at most 155 characters', () => {
    for (const post of spanishPostInputs) {
      expect(post.meta_description.length, post.slug).toBeGreaterThan(50);
      expect(post.meta_description.length, post.slug).toBeLessThanOrEqual(155);
    }
  });

  it('are released on real dates in 2026, none after 2026-11-20', () => {
    for (const post of spanishPostInputs) {
      expect(post.release_date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${post.release_date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.release_date);
      expect(post.release_date <= '2026-11-20', post.slug).toBe(true);
    }
  });

  it('hold HTML the server stores unchanged, with headings and paragraphs', () => {
    for (const post of spanishPostInputs) {
      expect(sanitizeBlogHtml(post.description), post.slug).toBe(post.description);
      expect(post.description).toMatch(/^<p>/);
      expect(post.description).toContain('<h2>');
    }
  });

  it('keep every figure of the English post they translate', () => {
    for (const post of spanishPostInputs) {
      if (post.translation_of === null) continue;
      const english = englishBySlug.get(post.translation_of);
      if (!english) throw new Error(`no English post ${post.translation_of}`);
      const spanishFigures = new Set(figuresOf(textOf(post)));
      const lost = [...new Set(figuresOf(textOf(english)))].filter((f) => !spanishFigures.has(f));
      expect(lost, post.slug).toEqual([]);
    }
  });

  it('keep the same headings structure as the English post they translate', () => {
    const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
    for (const post of spanishPostInputs) {
      const english = post.translation_of === null ? undefined : englishBySlug.get(post.translation_of);
      if (!english) continue;
      for (const tag of ['h2', 'h3', 'li', 'tr', 'p']) {
        expect(count(post.description, tag), `${post.slug} <${tag}>`).toBe(count(english.description, tag));
      }
    }
  });

  it('are written in Spanish, with no English sentence or placeholder left', () => {
    for (const post of spanishPostInputs) {
      const words = textOf(post).replace(/<[^>]*>/g, ' ');
      expect(words, post.slug).not.toMatch(ENGLISH_WORDS);
      // 'todo' is Spanish ('sobre todo'); only the capitalised marker is a placeholder
      expect(words, post.slug).not.toMatch(/\bTODO\b/);
      expect(words, post.slug).not.toMatch(/\b(lorem|ipsum)\b/i);
      expect(words, post.slug).toMatch(/[áéíóúñ¿]/);
    }
  });

  it('state no price of their own: only a translation may repeat the price its English post gives', () => {
    for (const post of spanishPostInputs) {
      if (post.translation_of === null) expect(textOf(post), post.slug).not.toMatch(/\$\s?\d/);
    }
  });
});
