/**
 * What the lead form calls answer (docs/product/api.md), one valibot schema per reply, declared as
 * server/http/reply-schemas.ts says.
 */
import * as v from 'valibot';
import { fieldErrorFirsts, message } from '../http/reply-schemas';

/** contact us and the consultation booking (a bot gets the same success). */
export const leadFormReply = v.pipe(
  v.union([
    v.object({ success: v.literal(true), message }),
    v.object({ success: v.literal(false), message, errors: fieldErrorFirsts }),
  ]),
  v.title('LeadFormReply'),
);

export const formStampReply = v.object({
  success: v.literal(true),
  stamp: v.pipe(v.string(), v.description('`<issued-at-ms>.<signature>`, good for 12 hours.')),
});

