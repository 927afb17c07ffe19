/**
 * The staff side's tables as Kysely sees them (migration 010-staff): staff accounts, their sessions
 * and set-password tokens, and the lead audit log. Times are epoch milliseconds, like every table.
 */
import type { Generated } from 'kysely';

export interface StaffUsersTable {
  id: Generated<number>;
  /** trimmed and lower-cased; unique */
  email: string;
  /** null until the staff member has followed their set-password link */
  password_hash: string | null;
  disabled_at: number | null;
  last_login_at: number | null;
  created_at: number;
  updated_at: number;
  /** a StaffRole (server/staff/staff-roles.ts); 'owner' for the accounts made before roles (migration 095) */
  role: Generated<string>;
  /** a practitioner's resource in the calendar (appointment_resources.id): whose patients she sees; null for other roles */
  practitioner_id: string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's token */
  id: string;
  staff_id: number;
  /** SHA-256 (hex) of the staff XSRF cookie issued with this session */
  xsrf_hash: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  /** when this session passed its second step (a TOTP or recovery code, or the enrolment); null: not yet (migration 110) */
  second_factor_at: number | null;
}

/** An account's TOTP secret (migration 110): unconfirmed until she types a code from it. */
export interface StaffSecondFactorsTable {
  staff_id: number;
  /** base32, as authenticator apps take it (stored as is: docs/decisions/0028-staff-second-factor.md says why) */
  totp_secret: string;
  confirmed_at: number | null;
  /** the latest time-step (30 s) whose code was accepted: a code of that step or an earlier one is refused */
  last_step: number | null;
  created_at: number;
}

/** Her single-use recovery codes (migration 110), as SHA-256 (hex) of the code. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export interface StaffPasswordTokensTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 (hex) of the token in the set-password link */
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type LeadKind = 'consultation' | 'contact';

/**
 * `appointment_*`: a change of the lead's appointment (server/appointments/staff-appointment-routes.ts);
 * `photo_viewed` and `calendar_listed`: the photo opened, the patient shown in the staff calendar's list;
 * `health_form_viewed`: her health form's answers opened (server/health-forms/staff-health-form-routes.ts)
 */
export type AuditAction = 'viewed' | 'status_changed' | 'note_changed' | 'exported' | 'deleted' | 'purged' | 'appointment_moved' | 'appointment_status_changed' | 'photo_viewed' | 'calendar_listed' | 'health_form_viewed';

export interface LeadAuditTable {
  id: Generated<number>;
  /** null when the server itself acted (the retention purge) */
  staff_id: number | null;
  /** the staff member's e-mail at the time, or 'retention' */
  actor: string;
  lead_kind: LeadKind;
  lead_id: number;
  action: AuditAction;
  /** what changed, in words without patient detail ("new → contacted", "12 characters") */
  detail: Generated<string>;
  created_at: number;
}

/** A change to a staff account made on the web (server/staff/staff-people.ts, migration 105). */
export type StaffAuditAction = 'invited' | 'role_changed' | 'disabled' | 'signed_out' | 'second_factor_reset' | 'passkey_added' | 'passkey_removed';

export interface StaffAuditTable {
  id: Generated<number>;
  /** the owner who made the change (null if her account is gone) */
  actor_id: number | null;
  /** her e-mail at the time */
  actor: string;
  /** the account changed, and its e-mail at the time */
  staff_id: number;
  staff_email: string;
  action: StaffAuditAction;
  /** in words: "Front desk → Marketing", "new account", "enabled again", "2 sessions ended" */
  detail: Generated<string>;
  created_at: number;
}

/** The access log's own views and downloads (server/staff/access-log-repository.ts, migration 115). */
/** `health_form_viewed`: a health form opened whose appointment has no lead (its view is a lead's audit row otherwise) */
export type AccessLogReadAction = 'access_log_viewed' | 'access_log_exported' | 'health_form_viewed';

/** Rows only ever added: the database refuses UPDATE and DELETE (migration 115), as on lead_audit. */
export interface AccessLogReadsTable {
  id: Generated<number>;
  /** the owner who read the log, and her e-mail at the time */
  staff_id: number;
  actor: string;
  action: AccessLogReadAction;
  /** the filters she read it with, in words ("staff #3, 2026-03-01 to 2026-03-05") */
  detail: Generated<string>;
  created_at: number;
}

/** A staff member's passkey (WebAuthn credential, migration 130; server/staff/staff-passkeys.ts). */
export interface StaffPasskeysTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url, as the browser names it; unique across every account */
  credential_id: string;
  /** the COSE public key, base64url */
  public_key: string;
  /** the authenticator's signature counter as last seen (0 for the many that never count) */
  counter: number;
  /** what the browser said reaches it ("internal,hybrid"), handed back when asking for it */
  transports: Generated<string>;
  created_at: number;
  last_used_at: number | null;
}

/** What a passkey ceremony is for: adding one, or the second step of a sign-in. */
export type PasskeyPurpose = 'register' | 'sign-in';

/** The challenge a session's ceremony was given: one per session and purpose, used once (migration 130). */
export interface StaffPasskeyChallengesTable {
  session_id: string;
  purpose: PasskeyPurpose;
  challenge: string;
  expires_at: number;
}

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_password_tokens: StaffPasswordTokensTable;
  lead_audit: LeadAuditTable;
  staff_audit: StaffAuditTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  access_log_reads: AccessLogReadsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_passkey_challenges: StaffPasskeyChallengesTable;
}
