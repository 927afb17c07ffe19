/** What the staff FAQ set calls answer (server/faq-sets/faq-set-replies.ts), as the pages read it. */
export type FaqLanguage = 'en' | 'es';

/** A question as staff edit it: the answer's Markdown (what is saved) beside the HTML it was stored as. */
export interface FaqSetItemDraft {
  question: string;
  /** the stored answer, the limited HTML the site shows */
  answer: string;
  /** the answer as staff write it (src/faq/faq-markdown.ts) */
  markdown: string;
}

export interface StaffFaqSet {
  key: string;
  language: FaqLanguage;
  kind: 'clinic' | 'named';
  title: string;
  version: number;
  updated_at: number;
  updated_by: string;
  items: FaqSetItemDraft[];
}

export interface FaqSetAuditEntry {
  id: number;
  actor: string;
  language: string;
  action: string;
  detail: string;
  created_at: number;
}

export interface FaqSetSummary {
  key: string;
  language: FaqLanguage;
  kind: 'clinic' | 'named';
  title: string;
  item_count: number;
  version: number;
  updated_at: number;
  updated_by: string;
}

export interface FaqSetAnswer {
  success: boolean;
  message?: string;
  set: StaffFaqSet;
  audit: FaqSetAuditEntry[];
}
