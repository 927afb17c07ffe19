/** Aftercare and the follow-up's tables (migration 125; server/appointments/aftercare.ts, server/marketing-mail/). */

/** One care mail of one appointment: the primary key (appointment_id, kind) lets each be decided once. */
export interface AppointmentCareMailsTable {
  appointment_id: number;
  /** 'aftercare' | 'follow_up' */
  kind: string;
  /** 'sent', or why it was not: 'booked_again' | 'unsubscribed' */
  outcome: string;
  created_at: number;
}

/** A marketing mail's unsubscribe token (its SHA-256) and the address it unsubscribes. */
export interface MarketingMailTokensTable {
  token_hash: string;
  email: string;
  created_at: number;
}

/** An address that asked for no more marketing mail (lower-case). */
export interface MarketingOptOutsTable {
  email: string;
  unsubscribed_at: number;
}

export interface CareMailTables {
  appointment_care_mails: AppointmentCareMailsTable;
  marketing_mail_tokens: MarketingMailTokensTable;
  marketing_opt_outs: MarketingOptOutsTable;
}
