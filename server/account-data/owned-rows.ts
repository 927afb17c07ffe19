/**
 * Whose rows are hers, as her appointments list decides (server/appointments/account-appointment-repository.ts):
 * made while signed in to her account, or under her address once she has confirmed it. An
 * unconfirmed account owns only what was made from it. A contact form's message is made without an
 * account, so it is hers only by her confirmed address.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DataOwner {
  userId: number;
  /** her account's address, lower-case as stored */
  email: string;
  verified: boolean;
}

export const ownedBy =
  (owner: DataOwner) =>
  <T extends 'appointments' | 'consultation_requests'>(eb: ExpressionBuilder<Database, T>) => {
    const e = eb as unknown as ExpressionBuilder<Database, 'appointments'>;
    return owner.verified ? e.or([e('user_id', '=', owner.userId), e('email', '=', owner.email)]) : e('user_id', '=', owner.userId);
  };

/** Her messages from the contact forms: those sent from her confirmed address (none while it is unconfirmed). */
export const contactMessagesOf = (db: Kysely<Database>, owner: DataOwner) =>
  db.selectFrom('contact_messages').where((eb) => (owner.verified ? eb('email', '=', owner.email) : eb.lit(false)));
