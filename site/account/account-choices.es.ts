/**
 * The registration form's choices in Spanish: the twin of account-choices.ts. Only the labels are
 * translated; every value is the English one the API accepts.
 */
import type * as en from './account-choices';

export { DEFAULT_GENDER, genders, referralChoices } from './account-choices';

export const genderChoices: typeof en.genderChoices = [
  { value: 'Male', label: 'Masculino' },
  { value: 'Female', label: 'Femenino' },
  { value: 'Other', label: 'Otro' },
];

export const REFERRAL_PLACEHOLDER: typeof en.REFERRAL_PLACEHOLDER = '¿Cómo supo de nosotros?';

export const referralOptions: typeof en.referralOptions = [
  { value: 'Another patient', label: 'Otro paciente' },
  { value: 'Walk in', label: 'Pasé por la clínica' },
  { value: 'Facebook & Instagram', label: 'Facebook e Instagram' },
  { value: 'Flyer', label: 'Folleto' },
  { value: 'Family member', label: 'Un familiar' },
  { value: 'Internet search', label: 'Búsqueda en internet' },
  { value: 'Friend', label: 'Un amigo o amiga' },
  { value: 'Newspaper', label: 'Periódico' },
  { value: 'Staff', label: 'Personal de la clínica' },
];
