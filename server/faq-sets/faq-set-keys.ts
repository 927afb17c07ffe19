/**
 * The keys of FAQ sets. The clinic's own sets are the home page's and the FAQ page's three tabs;
 * `all` is no stored set but those three in order, numbered 1..13 continuously (the 'View all' tab).
 * A named set's key is lower-case letters, digits and hyphens, so it reads well in a widget's
 * `group` attribute and can never be one of the clinic's keys (they hold an underscore, or are `home`/`all`).
 */
export const CLINIC_SET_KEYS = ['home', 'treatment_faq', 'results_faq', 'post_treatment_faq'] as const;
export type ClinicSetKey = (typeof CLINIC_SET_KEYS)[number];

export const ALL_TABS_KEY = 'all';
export const TAB_SET_KEYS = ['treatment_faq', 'results_faq', 'post_treatment_faq'] as const satisfies readonly ClinicSetKey[];

export const NAMED_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const NAMED_KEY_MAX = 40;

const RESERVED = new Set<string>([...CLINIC_SET_KEYS, ALL_TABS_KEY]);

export const isClinicKey = (key: string): key is ClinicSetKey => (CLINIC_SET_KEYS as readonly string[]).includes(key);

export const isNamedKey = (key: string): boolean => NAMED_KEY_PATTERN.test(key) && !RESERVED.has(key);

/** Any key a set could have (a path parameter is checked with this before any query). */
export const isPossibleKey = (key: string): boolean => RESERVED.has(key) || NAMED_KEY_PATTERN.test(key);
