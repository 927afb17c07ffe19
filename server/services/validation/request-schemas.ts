/** The body of each call of docs/product/api.md, as the server checks it. Unknown fields are ignored. */
import * as v from 'valibot';
import { fieldMessages as m } from '../api-messages';
import { LIMITS, confirmation, dob, email, gender, givenPassword, newPassword, optionalGender, optionalNewPassword, optionalText, phone, refType, text } from './field-schemas';

export const registerSchema = v.object({
  first_name: text({ required: m.firstNameRequired, max: LIMITS.name }),
  last_name: text({ required: m.lastNameRequired, max: LIMITS.name }),
  email,
  phone,
  dob,
  gender,
  ref_type: refType,
  password: newPassword,
  confirm_password: confirmation,
});

export const loginSchema = v.object({ email, password: givenPassword });

export const forgotSchema = v.object({ email });

export const resetSchema = v.object({
  token: v.pipe(optionalText(200), v.nonEmpty(m.tokenInvalid)),
  email,
  password: newPassword,
  confirm_password: confirmation,
});

export const updateProfileSchema = v.object({
  first_name: text({ required: m.firstNameRequired, max: LIMITS.name }),
  last_name: text({ required: m.lastNameRequired, max: LIMITS.name }),
  email,
  phone,
  dob,
  gender: optionalGender,
  password: optionalNewPassword,
});

export const contactSchema = v.object({
  name: text({ required: m.nameRequired, max: LIMITS.name }),
  email,
  phone,
  message: text({ required: m.messageRequired, max: LIMITS.message, multiline: true }),
});

export const consultationFieldsSchema = v.object({
  first_name: text({ required: m.firstNameRequired, max: LIMITS.name }),
  last_name: text({ required: m.lastNameRequired, max: LIMITS.name }),
  email,
  phone,
  message: text({ required: m.messageRequired, max: LIMITS.message, multiline: true }),
  form_page_name: optionalText(LIMITS.pageUrl),
});
