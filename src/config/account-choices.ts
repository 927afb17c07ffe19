/**
 * The fixed choices of an account (docs/product/data.md): one list for the registration form and the
 * server's validation, so the two can never disagree.
 */
export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const REFERRAL_TYPES = [
  'Another patient',
  'Walk in',
  'Facebook & Instagram',
  'Flyer',
  'Family member',
  'Internet search',
  'Friend',
  'Newspaper',
  'Staff',
] as const;
