import type { SessionUser } from '../../src/session/session-store';
import type { UserRow } from './user-repository';

/** What a client may see of an account: never the password hash, never timestamps. */
export function toPublicUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    dob: row.dob,
    gender: row.gender,
    ref_type: row.ref_type,
  };
}
