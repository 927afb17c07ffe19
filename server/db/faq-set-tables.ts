/**
 * The FAQ sets' tables as Kysely sees them (migration 055-faq-sets): one row per set and language,
 * its questions in order as JSON, and an audit log of who created, saved or deleted which set.
 * Times are epoch milliseconds, like every table.
 */
import type { Generated } from 'kysely';

/** 'clinic': the site's own groups, seeded, never created or deleted; 'named': made by staff for landing pages. */
export type FaqSetKind = 'clinic' | 'named';

export interface FaqSetsTable {
  id: Generated<number>;
  /** `home`, a tab key (`treatment_faq`…) or a named set's key (`spring-offer`); unique with language */
  set_key: string;
  language: 'en' | 'es';
  kind: FaqSetKind;
  /** the name staff see in the editor */
  title: string;
  /** JSON: [{ question, answer }] in display order, answers sanitised (faq-answer-html.ts) */
  items: string;
  /** 1 on creation, +1 on every save: the ETag, checked against If-Match */
  version: number;
  created_at: number;
  updated_at: number;
  /** the staff member's e-mail at the time, or 'seed' */
  updated_by: string;
}

export type FaqSetAuditAction = 'created' | 'saved' | 'deleted';

export interface FaqSetAuditTable {
  id: Generated<number>;
  staff_id: number | null;
  /** the staff member's e-mail at the time */
  actor: string;
  set_key: string;
  /** the language saved, or '' for a whole set (created, deleted) */
  language: string;
  action: FaqSetAuditAction;
  /** what changed, in words ("version 3 → 4, 12 questions") */
  detail: string;
  created_at: number;
}

export interface FaqSetTables {
  faq_sets: FaqSetsTable;
  faq_set_audit: FaqSetAuditTable;
}
