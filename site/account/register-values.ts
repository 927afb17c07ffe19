/** What the two registration steps collect, and the payload of docs/product/api.md built from it. */
import type { RegisterPayload } from '../../src/api/api-types';
import { phoneToSend } from '../../src/forms/phone';
import type { Gender } from '../../src/session/session-store';
import { DEFAULT_GENDER } from './account-choices';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  dob: string;
  phone: string;
  gender: Gender;
  ref_type: string;
  email: string;
  password: string;
  confirm_password: string;
}

export type RegisterField = keyof RegisterValues;

export const emptyRegisterValues: RegisterValues = {
  first_name: '',
  last_name: '',
  dob: '',
  phone: '',
  gender: DEFAULT_GENDER,
  ref_type: '',
  email: '',
  password: '',
  confirm_password: '',
};

/** Names are sent trimmed, the phone as its ten digits (src/forms/phone.ts); passwords exactly as typed. */
export function toRegisterPayload(v: RegisterValues): RegisterPayload {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    phone: phoneToSend(v.phone),
    dob: v.dob,
    gender: v.gender,
    ref_type: v.ref_type,
    password: v.password,
    confirm_password: v.confirm_password,
  };
}
