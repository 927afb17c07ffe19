/**
 * Every copy module a Spanish route can swap in, by kind, typed by its English module
 * (docs/decisions/0015-spanish-routes.md). Type-only imports: naming a kind costs no bytes.
 */
import type * as layout from '../copy/layout';
import type * as home from '../copy/home';
import type * as faqs from '../copy/faqs';
import type * as blog from '../copy/blog';
import type * as account from '../copy/account';
import type * as ui from '../content/ui-text';
import type * as places from '../content/locations';
import type * as banners from '../content/banners';
import type * as imageAlts from '../content/image-alts';
import type * as treatments from '../content/treatments';
import type * as trainings from '../content/trainings';
import type * as team from '../content/team';
import type * as miami from '../content/miami';
import type * as florida from '../content/florida';
import type * as treatmentResults from '../content/treatment-results';

export interface CopyKinds {
  layout: typeof layout;
  ui: typeof ui;
  places: typeof places;
  banners: typeof banners;
  imageAlts: typeof imageAlts;
  home: typeof home;
  faqs: typeof faqs;
  blog: typeof blog;
  account: typeof account;
  treatments: typeof treatments;
  treatmentResults: typeof treatmentResults;
  trainings: typeof trainings;
  team: typeof team;
  miami: typeof miami;
  florida: typeof florida;
}

export type CopyKind = keyof CopyKinds;

/** Some kinds in another language; a component falls back to English for the rest. */
export type ProvidedCopy = Partial<CopyKinds>;

/** The kinds the Spanish layout route gives every page; the others come with their page. */
export const LAYOUT_KINDS = ['layout', 'ui', 'places', 'banners', 'imageAlts'] as const satisfies readonly CopyKind[];
export type PageCopyKind = Exclude<CopyKind, (typeof LAYOUT_KINDS)[number]>;
