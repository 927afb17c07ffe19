/** The bodies of the staff management calls (/api/staff/people), checked before anything is read. */
import * as v from 'valibot';
import { email as emailSchema } from '../validation/field-schemas';
import { STAFF_ROLES } from './staff-roles';
import { staffMessages } from './staff-messages';

const role = v.picklist(STAFF_ROLES, staffMessages.roleInvalid);
const practitioner = v.optional(v.pipe(v.string(staffMessages.notText), v.maxLength(40, staffMessages.notText)));
/** `true` when the owner means her own account (a change to it is refused without it) */
const myself = v.optional(v.boolean(staffMessages.notText));

export const inviteSchema = v.object({ email: emailSchema, role, practitioner_id: practitioner });
export const roleSchema = v.object({ role, practitioner_id: practitioner, myself });
export const confirmSchema = v.object({ myself });
