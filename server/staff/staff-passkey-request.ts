/**
 * The body of the passkey answers (/api/staff/second-factor/passkey/register and /sign-in): what
 * @simplewebauthn/browser's startRegistration or startAuthentication gave the page, under
 * `response`. Only its outline is checked here; the library checks the rest (and refuses it).
 */
import * as v from 'valibot';
import { staffMessages } from './staff-messages';

const text = (max: number) => v.pipe(v.string(staffMessages.passkeyInvalid), v.minLength(1, staffMessages.passkeyInvalid), v.maxLength(max, staffMessages.passkeyInvalid));

export const passkeyAnswerSchema = v.object({
  response: v.looseObject(
    {
      id: text(1400),
      rawId: text(1400),
      type: v.literal('public-key', staffMessages.passkeyInvalid),
      response: v.looseObject({ clientDataJSON: text(4000) }, staffMessages.passkeyInvalid),
    },
    staffMessages.passkeyInvalid,
  ),
});
