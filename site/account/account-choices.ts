/** The fixed choices of the registration form (docs/product/data.md and docs/product/limits.md). */
import type { Gender } from '../../src/session/session-store';
import { GENDERS, REFERRAL_TYPES } from '../../src/config/account-choices';

/** A choice as the form shows it: `value` is what the API receives, `label` what the visitor reads. */
export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
}

export const genders: readonly Gender[] = GENDERS;
export const DEFAULT_GENDER: Gender = 'Male';

/** In English the label is the value itself; another language translates only the label. */
export const genderChoices: readonly Choice<Gender>[] = GENDERS.map((value) => ({ value, label: value }));

/** The placeholder entry of the referral dropdown: choosing it means nothing is selected. */
export const REFERRAL_PLACEHOLDER: string = 'How did you hear about us?';

export const referralChoices: readonly string[] = REFERRAL_TYPES;

export const referralOptions: readonly Choice[] = REFERRAL_TYPES.map((value) => ({ value, label: value }));
