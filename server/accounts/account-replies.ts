/**
 * What the account calls answer (docs/product/api.md), one valibot schema per reply, declared as
 * server/http/reply-schemas.ts says. `success` keeps each call's historical type: '1'/'0' for
 * register, 1/0 for login and forgot, true/false elsewhere.
 */
import * as v from 'valibot';
import { errorReply, fieldErrorLists, language, message } from '../http/reply-schemas';

export const publicUser = v.pipe(
  v.object({
    id: v.number(),
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    phone: v.pipe(v.string(), v.description('Ten digits.')),
    dob: v.pipe(v.string(), v.description('YYYY-MM-DD.')),
    gender: v.string(),
    ref_type: v.string(),
    language,
  }),
  v.title('User'),
  v.description('What the account holder may see of the account: never the password hash.'),
);

export const registerReply = v.pipe(
  v.union([
    v.object({ success: v.literal('1'), message }),
    v.object({ success: v.literal('0'), message, data: fieldErrorLists }),
  ]),
  v.title('RegisterReply'),
);

export const loginReply = v.pipe(
  v.union([
    v.object({ success: v.literal(1), message, user: publicUser }),
    v.object({ success: v.literal(0), message, data: v.optional(fieldErrorLists) }),
  ]),
  v.title('LoginReply'),
);

/** The sign-in and per-e-mail limits of the account calls answer in their call's 0/1 dialect. */
export const zeroErrorReply = v.object({ success: v.literal(0), message });

export const logoutReply = v.object({ success: v.literal(1), message });

export const forgotReply = v.pipe(
  v.union([
    v.object({ success: v.literal(1), message }),
    v.object({ success: v.literal(0), message, data: fieldErrorLists }),
  ]),
  v.title('ForgotPasswordReply'),
);

/** forgot-password's 429: 0 from the per-e-mail limit, false from the per-IP one. */
export const forgotLimitReply = v.union([zeroErrorReply, errorReply]);

export const resetReply = v.pipe(
  v.union([
    v.object({ success: v.literal(true), message }),
    v.object({ success: v.literal(false), message, errors: fieldErrorLists }),
  ]),
  v.title('ResetPasswordReply'),
);

export const updateProfileReply = v.pipe(
  v.union([
    v.object({ success: v.literal(1), message, user: publicUser }),
    v.object({ success: v.literal(false), message, errors: fieldErrorLists }),
  ]),
  v.title('UpdateProfileReply'),
);


export const verifyEmailReply = v.pipe(v.object({ success: v.literal(true), message }), v.title('VerifyEmailReply'));

export const resendVerificationReply = v.pipe(
  v.union([
    v.object({ success: v.literal(true), message }),
    v.object({ success: v.literal(false), message, errors: fieldErrorLists }),
  ]),
  v.title('ResendVerificationReply'),
);
