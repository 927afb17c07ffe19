/** The fixed choices of the registration form (docs/product/data.md and docs/product/limits.md). */
import type { Gender } from '../../src/session/session-store';
import { GENDERS, REFERRAL_TYPES } from '../../src/config/account-choices';

export const genders: readonly Gender[] = GENDERS;
export const DEFAULT_GENDER: Gender = 'Male';

/** The placeholder entry of the referral dropdown: choosing it means nothing is selected. */
export const REFERRAL_PLACEHOLDER = 'How did you hear about us?';

export const referralChoices: readonly string[] = REFERRAL_TYPES;
