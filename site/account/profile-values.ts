/** The profile form's values, read from the session user, and the update payload of docs/product/api.md. */
import type { UpdateProfilePayload } from '../../src/api/api-types';
import { phoneToSend } from '../../src/forms/phone';
import type { SessionUser } from '../../src/session/session-store';
import { toBirthDateField } from './birth-date';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  dob: string;
  phone: string;
  email: string;
  password: string;
}

export type ProfileFormField = keyof ProfileValues;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function profileValuesOf(user: SessionUser | null): ProfileValues {
  return {
    first_name: text(user?.first_name),
    last_name: text(user?.last_name),
    dob: toBirthDateField(text(user?.dob)),
    phone: text(user?.phone),
    email: text(user?.email),
    password: '',
  };
}

export function genderOf(user: SessionUser | null): string {
  return text(user?.gender);
}

/** An empty password means "keep the current one" (Set Password is optional). */
export function toProfilePayload(id: string | number, v: ProfileValues): UpdateProfilePayload {
  return {
    id,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    password: v.password,
    phone: phoneToSend(v.phone),
    dob: v.dob,
  };
}
