/**
 * The staff FAQ set calls (docs/product/api.md#faq-sets), with the staff XSRF header like every
 * staff call (site/staff/staff-api.ts). A save sends the version it edited as If-Match; a 409
 * comes back as `{ conflict }` with the version someone else saved, so the editor keeps the text.
 */
import redaxios from 'redaxios';
import type { FaqLanguage, FaqSetAnswer, FaqSetItemDraft, FaqSetSummary, StaffFaqSet } from './faq-set-types';

const http = redaxios.create({
  withCredentials: true,
  xsrfCookieName: 'STAFF-XSRF-TOKEN',
  xsrfHeaderName: 'X-Staff-XSRF-Token',
  validateStatus: (status: number) => status >= 200 && status < 300,
});

const setPath = (key: string, language?: FaqLanguage) => `/api/staff/faq-sets/${encodeURIComponent(key)}${language === 'es' ? '?lang=es' : ''}`;

export type SaveOutcome = { saved: FaqSetAnswer } | { conflict: StaffFaqSet; message: string };

export const faqSetApi = {
  list: async () => (await http.get<{ sets: FaqSetSummary[] }>('/api/staff/faq-sets')).data.sets,
  get: async (key: string, language: FaqLanguage) => (await http.get<FaqSetAnswer>(setPath(key, language))).data,
  create: async (key: string, title: string) => (await http.post<FaqSetAnswer>('/api/staff/faq-sets', { key, title })).data,
  remove: async (key: string) => (await http.delete<{ message: string }>(setPath(key))).data,
  /** each answer goes as its Markdown, which the server renders and sanitises */
  save: async (key: string, language: FaqLanguage, version: number, body: { title: string; items: Pick<FaqSetItemDraft, 'question' | 'markdown'>[] }): Promise<SaveOutcome> => {
    try {
      const res = await http.put<FaqSetAnswer>(setPath(key, language), body, { headers: { 'If-Match': `"${version}"` } });
      return { saved: res.data };
    } catch (err) {
      const r = err as { status?: number; data?: { set?: StaffFaqSet; message?: string } };
      if (r.status === 409 && r.data?.set) return { conflict: r.data.set, message: r.data.message ?? '' };
      throw err;
    }
  },
};
