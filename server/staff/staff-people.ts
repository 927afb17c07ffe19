/**
 * Staff management on the web, for owners (/staff/people, permission 'staff.manage'): the list of
 * accounts with their sessions, inviting (the command line's `addStaff`, with the link mailed),
 * changing a role, disabling, signing someone out everywhere, and resetting her second factor;
 * every change in `staff_audit`.
 *
 * The clinic never loses its last owner who can sign in: a demotion or a disabling of an active
 * owner is one UPDATE whose WHERE requires another active owner (keepsAnOwner in
 * staff-user-repository.ts), after the owners' lock (an advisory lock on PostgreSQL; SQLite runs one
 * write at a time), so two owners demoting each other at once leave exactly one.
 */
import type { Transaction } from 'kysely';
import type { Database, StaffDb } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import type { StaffAuditAction } from '../db/staff-tables';
import { enqueueMail } from '../mail/outbox-repository';
import { addStaff, staffState, type AddedStaff, type StaffState } from './staff-accounts';
import { deleteSessionsOfStaff } from './staff-session-repository';
import { removeSecondFactor } from './staff-second-factor-repository';
import { spendStaffPasswordTokens } from './staff-password-token-repository';
import { disableKeepingAnOwner, findStaffById, listStaff, OWNERS_LOCK, updateRoleKeepingAnOwner, type StaffAccess, type StaffUserRow } from './staff-user-repository';
import { isStaffRole, STAFF_ROLE_NAMES } from './staff-roles';
import { staffInviteMail } from './staff-invite-mail';

export interface PeopleActor {
  /** null: the command line, which has no account */
  staffId: number | null;
  email: string;
}

export interface PersonView {
  id: number;
  email: string;
  role: string;
  role_name: string;
  state: StaffState;
  created_at: number;
  last_login_at: number | null;
  /** sessions not yet expired */
  sessions: number;
  /** she has a confirmed authenticator app */
  second_factor: boolean;
}

export interface StaffAuditView {
  id: number;
  actor: string;
  staff_email: string;
  action: StaffAuditAction;
  detail: string;
  created_at: number;
}

const roleName = (role: string) => (isStaffRole(role) ? STAFF_ROLE_NAMES[role] : role);

export async function listPeople(db: StaffDb, now = Date.now()): Promise<PersonView[]> {
  const rows = await listStaff(db);
  const counts = await db
    .selectFrom('staff_sessions')
    .select(['staff_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .groupBy('staff_id')
    .execute();
  const sessions = new Map(counts.map((c) => [c.staff_id, Number(c.n)]));
  const factors = new Set((await db.selectFrom('staff_second_factors').select('staff_id').where('confirmed_at', 'is not', null).execute()).map((f) => f.staff_id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    role_name: roleName(row.role),
    state: staffState(row),
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    sessions: row.disabled_at == null ? (sessions.get(row.id) ?? 0) : 0,
    second_factor: factors.has(row.id),
  }));
}

export async function listStaffAudit(db: StaffDb, limit = 50): Promise<StaffAuditView[]> {
  const rows = await db.selectFrom('staff_audit').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, actor: r.actor, staff_email: r.staff_email, action: r.action, detail: r.detail, created_at: r.created_at }));
}

/** Who the trail names for a change made with `npm run staff` on the server: no account, the command itself. */
export const COMMAND_LINE_ACTOR: PeopleActor = { staffId: null, email: 'the command line (npm run staff)' };

/**
 * A change made on the command line, in the same trail as the web's: an owner reading the history
 * sees every account made, re-linked, re-roled or disabled, whichever way it was done.
 */
export async function auditCommandLine(db: StaffDb, email: string, action: StaffAuditAction, detail: string, now = Date.now()): Promise<void> {
  const person = await db.selectFrom('staff_users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
  if (person) await audit(db, COMMAND_LINE_ACTOR, person, action, detail, now);
}

/**
 * A change she made to her own sign-in (a passkey added or removed), in the same trail: an owner
 * reading the history sees a new way into an account, or one taken away, beside the resets.
 */
export async function auditOwnChange(db: StaffDb, self: { staff_id: number; email: string }, action: StaffAuditAction, detail: string, now: number): Promise<void> {
  await audit(db, { staffId: self.staff_id, email: self.email }, { id: self.staff_id, email: self.email }, action, detail, now);
}

async function audit(db: StaffDb, actor: PeopleActor, person: { id: number; email: string }, action: StaffAuditAction, detail: string, now: number): Promise<void> {
  await db.insertInto('staff_audit').values({ actor_id: actor.staffId, actor: actor.email, staff_id: person.id, staff_email: person.email, action, detail, created_at: now }).execute();
}

export interface PeopleContext {
  db: StaffDb;
  adapter: DialectAdapter;
  siteUrl: string;
  actor: PeopleActor;
  now?: number;
}

const lockOwners = (adapter: DialectAdapter) => (trx: Transaction<Database>) => adapter.lockKeys(trx, [OWNERS_LOCK]);

/**
 * Creates the account or issues it a fresh link (spending the old one, enabling it again if it was
 * disabled, with the role given), and queues the mail with the link, in one transaction.
 * Throws LastOwnerError when it would demote the last active owner.
 */
export async function invitePerson(ctx: PeopleContext, email: string, access: StaffAccess): Promise<AddedStaff> {
  const now = ctx.now ?? Date.now();
  return addStaff(ctx.db, ctx.siteUrl, email, access, now, {
    lockOwners: lockOwners(ctx.adapter),
    also: async (trx, added, staffId) => {
      await enqueueMail(trx, staffInviteMail(email, { link: added.link, roleName: STAFF_ROLE_NAMES[access.role], invitedBy: ctx.actor.email }), now);
      const detail = `${added.created ? 'new account' : added.reenabled ? 'enabled again' : 'new link'}, as ${STAFF_ROLE_NAMES[access.role]}`;
      await audit(trx, ctx.actor, { id: staffId, email }, 'invited', detail, now);
    },
  });
}

export type ChangeOutcome = { outcome: 'missing' } | { outcome: 'last-owner' } | { outcome: 'unchanged' } | { outcome: 'done'; person: StaffUserRow; sessionsEnded: number };

/** Sets the account's role (and a practitioner's resource); it applies on her next call. */
export async function changeRole(ctx: PeopleContext, id: number, access: StaffAccess): Promise<ChangeOutcome> {
  const now = ctx.now ?? Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    await ctx.adapter.lockKeys(trx, [OWNERS_LOCK]);
    const before = await findStaffById(trx, id);
    if (!before) return { outcome: 'missing' };
    if (before.role === access.role && before.practitioner_id === access.practitioner_id) return { outcome: 'unchanged' };
    if (!(await updateRoleKeepingAnOwner(trx, id, access, now))) return { outcome: 'last-owner' };
    await audit(trx, ctx.actor, before, 'role_changed', `${roleName(before.role)} → ${STAFF_ROLE_NAMES[access.role]}`, now);
    return { outcome: 'done', person: { ...before, ...access }, sessionsEnded: 0 };
  });
}

/** Disables the account at once: its sessions end and its links stop working. Enabling again is a new invitation. */
export async function disablePerson(ctx: PeopleContext, id: number): Promise<ChangeOutcome> {
  const now = ctx.now ?? Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    await ctx.adapter.lockKeys(trx, [OWNERS_LOCK]);
    const before = await findStaffById(trx, id);
    if (!before) return { outcome: 'missing' };
    if (before.disabled_at != null) return { outcome: 'unchanged' };
    if (!(await disableKeepingAnOwner(trx, id, now))) return { outcome: 'last-owner' };
    const sessionsEnded = await deleteSessionsOfStaff(trx, id);
    await spendStaffPasswordTokens(trx, id, now);
    await audit(trx, ctx.actor, before, 'disabled', sessionsEnded === 1 ? '1 session ended' : `${sessionsEnded} sessions ended`, now);
    return { outcome: 'done', person: { ...before, disabled_at: now }, sessionsEnded };
  });
}

/** Ends every session of the account; she signs in again with her password. */
export async function signOutEverywhere(ctx: PeopleContext, id: number): Promise<ChangeOutcome> {
  const now = ctx.now ?? Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findStaffById(trx, id);
    if (!before) return { outcome: 'missing' };
    const sessionsEnded = await deleteSessionsOfStaff(trx, id);
    await audit(trx, ctx.actor, before, 'signed_out', sessionsEnded === 1 ? '1 session ended' : `${sessionsEnded} sessions ended`, now);
    return { outcome: 'done', person: before, sessionsEnded };
  });
}

/**
 * Forgets her authenticator app and recovery codes (a lost phone) and ends her sessions: at her
 * next sign-in she sets up a new one.
 */
export async function resetSecondFactor(ctx: PeopleContext, id: number): Promise<ChangeOutcome> {
  const now = ctx.now ?? Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findStaffById(trx, id);
    if (!before) return { outcome: 'missing' };
    const had = await removeSecondFactor(trx, id);
    const sessionsEnded = await deleteSessionsOfStaff(trx, id);
    const ended = sessionsEnded === 1 ? '1 session ended' : `${sessionsEnded} sessions ended`;
    await audit(trx, ctx.actor, before, 'second_factor_reset', had ? ended : `none set up; ${ended}`, now);
    return { outcome: 'done', person: before, sessionsEnded };
  });
}
