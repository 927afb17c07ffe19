/**
 * GET /api/faq-sets/:key?lang=es (docs/product/api.md#faq-sets): one FAQ set in one language, its
 * questions numbered from 1 in order, each answer sanitised HTML (paragraphs, lists, links).
 */
import type { FaqItem } from '../content/types';

export interface FaqSet {
  key: string;
  language: 'en' | 'es';
  /** changes on every save; also the reply's ETag */
  version: string;
  items: FaqItem[];
}

export interface FaqSetResponse extends FaqSet {
  success: true;
}
