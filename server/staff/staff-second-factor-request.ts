/** The body of the code calls (/api/staff/second-factor/confirm and /verify), checked before anything is read. */
import * as v from 'valibot';
import { staffMessages } from './staff-messages';

/** a TOTP code (6 digits) or a recovery code (16 letters and digits, dashes and spaces allowed) */
export const codeSchema = v.object({ code: v.pipe(v.string(staffMessages.codeInvalid), v.trim(), v.minLength(1, staffMessages.codeInvalid), v.maxLength(40, staffMessages.codeInvalid)) });
