/**
 * Periodic clean-up: expired sessions, spent reset tokens and rate-limit windows; partners' test
 * submissions older than a day (server/test-leads/); files left in
 * DATA_DIR/uploads by earlier versions that no lead refers to (photos now live in the database);
 * bookings' idempotency keys and spent appointment links; the appointment reminders and follow-up
 * invitations that are due (server/appointments/reminders.ts, follow-up.ts) and the health form's
 * 48-hour reminders (server/health-forms/health-form-reminder.ts); and
 * the outbox's record of mail delivered (or failed) more than MAIL_OUTBOX_KEEP_DAYS ago; spent proofs of work once their challenge expired; a
 * closed account's signed health forms once MEDICAL_RECORD_RETENTION_YEARS have passed since her last signature
 * (server/health-forms/medical-record-retention.ts, when `medicalRecordYears` is given). (Purging leads older than
 * LEAD_RETENTION_DAYS, with its audit trail, is the staff side's job: server/staff/lead-retention.ts.)
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { listConsultationImageFiles } from './leads/lead-repository';
import { purgeOldResets } from './accounts/password-reset-repository';
import { purgeOldVerifications } from './accounts/email-verification-repository';
import { purgeExpiredCounters } from './plugins/rate-limit-repository';
import { purgeExpiredSessions } from './accounts/session-repository';
import type { UploadStore } from './uploads/upload-store';
import { purgeOldTestLeads } from './test-leads/test-lead-repository';
import { purgeOldAnswers } from './appointments/idempotency-repository';
import { purgeOldTokens } from './appointments/appointment-token-repository';
import { sendDueReminders, type ReminderTarget } from './appointments/reminders';
import { sendDueFollowUps } from './appointments/follow-up';
import { sendDueHealthFormReminders } from './health-forms';
import { purgeDeliveredMail } from './mail/outbox-repository';
import { purgeSpentProofs } from './proof-of-work/proof-spend-repository';
import { purgeExpiredMedicalRecords } from './health-forms/medical-record-retention';

const DAY = 86_400_000;
/** younger files may belong to an upload another process is finishing */
export const UPLOAD_SWEEP_MIN_AGE_MS = 10 * 60_000;

export interface HousekeepingReport {
  sessions: number;
  /** spent or expired e-mailed account links: password resets and e-mail confirmations */
  resets: number;
  counters: number;
  testLeads: number;
  /** bookings' Idempotency-Keys older than a day (server/appointments/) */
  idempotencyKeys: number;
  /** spent appointment links a day past their appointment */
  appointmentTokens: number;
  /** appointment reminders queued (server/appointments/reminders.ts), when asked to send them */
  reminders: number;
  /** follow-up invitations queued, four months after an attended appointment (server/appointments/follow-up.ts), with the reminders */
  followUps: number;
  /** health form reminders queued, 48 hours before an in-person visit whose form is not signed, with the reminders */
  healthFormReminders: number;
  /** outbox rows delivered (or failed) longer ago than `mailKeepDays`, when given */
  mail: number;
  /** spent proofs of work whose challenge has expired (server/proof-of-work/) */
  proofs: number;
  /** closed accounts whose medical record's retention ran out, deleted with their signed health form versions */
  medicalRecords: number;
  strayFiles: string[];
}

export async function runHousekeeping(
  db: Kysely<Database>,
  uploads: UploadStore,
  opts: { now?: number; uploadMinAgeMs?: number; reminders?: ReminderTarget & { now: number }; mailKeepDays?: number; medicalRecordYears?: number } = {},
): Promise<HousekeepingReport> {
  const now = opts.now ?? Date.now();
  const sessions = await purgeExpiredSessions(db, now);
  const resets = (await purgeOldResets(db, now - DAY)) + (await purgeOldVerifications(db, now - DAY));
  const counters = await purgeExpiredCounters(db, now);
  const testLeads = await purgeOldTestLeads(db, now);
  const idempotencyKeys = await purgeOldAnswers(db, now);
  const appointmentTokens = await purgeOldTokens(db, now);
  // appointment time may be a test's clock, apart from the clean-up's
  const reminders = opts.reminders ? await sendDueReminders(db, opts.reminders, opts.reminders.now) : 0;
  const followUps = opts.reminders ? await sendDueFollowUps(db, opts.reminders, opts.reminders.now) : 0;
  const healthFormReminders = opts.reminders ? await sendDueHealthFormReminders(db, opts.reminders, opts.reminders.now) : 0;
  // sent_at is the sender's own time (Date.now), like `now`
  const mail = opts.mailKeepDays ? await purgeDeliveredMail(db, now - opts.mailKeepDays * DAY) : 0;
  const proofs = await purgeSpentProofs(db, now);
  // signatures are dated by the app's clock, like the reminders' `now`
  const medicalRecords = opts.medicalRecordYears ? (await purgeExpiredMedicalRecords(db, opts.reminders?.now ?? now, opts.medicalRecordYears)).records : 0;
  const referenced = await listConsultationImageFiles(db);
  const strayFiles = await uploads.sweep((name) => referenced.has(name), opts.uploadMinAgeMs ?? UPLOAD_SWEEP_MIN_AGE_MS, now);
  return { sessions, resets, counters, testLeads, idempotencyKeys, appointmentTokens, reminders, followUps, healthFormReminders, mail, proofs, medicalRecords, strayFiles };
}
