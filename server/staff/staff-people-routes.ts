/**
 * Staff management on the web (/staff/people, docs/product/roles.md "Staff management"), behind the
 * staff guard like every staff call; the role table gives these calls to owners only ('staff.manage').
 * The rules are in staff-people.ts; here: the bodies, the caller's own account, and the answers.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireJson, requireJsonOrEmpty } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { parseRowId } from '../db/column-ranges';
import { firstOfEach, validate, type FieldErrorLists } from '../validation/validate';
import { listPractitioners } from '../appointments';
import type { StaffDb } from '../db/schema';
import { actorOf, sessionOf, staffOnly } from './staff-guard';
import { staffMessages } from './staff-messages';
import { LastOwnerError } from './staff-accounts';
import { changeRole, disablePerson, invitePerson, listPeople, listStaffAudit, resetSecondFactor, signOutEverywhere, type ChangeOutcome, type PeopleContext } from './staff-people';
import { confirmSchema, inviteSchema, roleSchema } from './staff-people-request';
import { staffPeopleOperations as ops } from './staff-people-operations';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from './staff-roles';
import type { StaffAccess } from './staff-user-repository';

const ROLES = STAFF_ROLES.map((role) => ({ role, name: STAFF_ROLE_NAMES[role] }));

const staffPeopleRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);

  const everything = async () => ({ people: await listPeople(db), roles: ROLES, audit: await listStaffAudit(db) });
  const context = (request: FastifyRequest): PeopleContext => ({ db, adapter: app.dbAdapter, siteUrl: app.config.siteUrl, actor: actorOf(request) });
  const fields = (reply: FastifyReply, errors: FieldErrorLists) => reply.status(400).send({ success: false, message: staffMessages.fixFields, errors: firstOfEach(errors) });
  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, message: staffMessages.personNotFound });
  const lastOwner = (reply: FastifyReply) => reply.status(409).send({ success: false, message: staffMessages.lastOwner });

  /** The role asked for; a practitioner is linked to her resource in the calendar, as `npm run staff -- add` links her. */
  const accessOf = async (role: StaffRole, practitioner: string | undefined): Promise<StaffAccess | FieldErrorLists> => {
    if (role !== 'practitioner') return { role, practitioner_id: null };
    const practitioners = await listPractitioners(db);
    const chosen = practitioner !== undefined && practitioner !== '' ? practitioner : practitioners.length === 1 ? practitioners[0] : undefined;
    if (chosen === undefined || !practitioners.includes(chosen)) return { practitioner_id: [staffMessages.practitionerNeeded(practitioners.join(', '))] };
    return { role, practitioner_id: chosen };
  };
  const isAccess = (value: StaffAccess | FieldErrorLists): value is StaffAccess => 'role' in value && typeof value.role === 'string';

  /** The account named by the path, and whether the caller means herself (her own account needs `myself: true`). */
  const target = (request: FastifyRequest, myself: boolean | undefined): { id: number } | 'missing' | 'not-myself' => {
    const id = parseRowId(String((request.params as { id?: unknown }).id ?? ''));
    if (id === undefined) return 'missing';
    if (id === sessionOf(request).staff_id && myself !== true) return 'not-myself';
    return { id };
  };

  /** The answer to a change: what it did to the caller decides whether her cookies go. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, result: ChangeOutcome, message: string) => {
    if (result.outcome === 'missing') return notFound(reply);
    if (result.outcome === 'last-owner') return lastOwner(reply);
    const own = result.outcome === 'done' && result.person.id === sessionOf(request).staff_id;
    const signedOut = own && result.sessionsEnded > 0;
    if (signedOut) app.staffSessions.clearCookies(reply);
    request.log.info({ staffId: actorOf(request).staffId, outcome: result.outcome }, 'staff account changed');
    return reply.send({ success: true, message, ...(await everything()), yourself: signedOut ? 'signed_out' : own ? 'changed' : 'unchanged' });
  };

  app.get('/people', replyShapes(ops.staffPeople), async () => ({ success: true, ...(await everything()) }));

  app.post('/people', { ...replyShapes(ops.staffInvite), onRequest: requireJson }, async (request, reply) => {
    const checked = validate(inviteSchema, request.body);
    if (!checked.ok) return fields(reply, checked.errors);
    const access = await accessOf(checked.value.role, checked.value.practitioner_id);
    if (!isAccess(access)) return fields(reply, access);
    const { email } = checked.value;
    const invite = async () => {
      try {
        await invitePerson(context(request), email, access);
      } catch (err) {
        // two owners inviting the same new address at once: the unique e-mail lets one create it,
        // and the other's invitation, run again, issues a fresh link to the account just made
        if (!app.dbAdapter.isUniqueViolation(err)) throw err;
        await invitePerson(context(request), email, access);
      }
    };
    try {
      await invite();
    } catch (err) {
      if (err instanceof LastOwnerError) return lastOwner(reply);
      throw err;
    }
    app.mailer.wake();
    request.log.info({ staffId: actorOf(request).staffId }, 'staff invited');
    // her own role changes if she invites herself as another role (as an owner, nothing changes for her)
    const own = email === actorOf(request).email && access.role !== sessionOf(request).role;
    return reply.send({ success: true, message: staffMessages.invited(email), ...(await everything()), yourself: own ? 'changed' : 'unchanged' });
  });

  app.post('/people/:id/role', { ...replyShapes(ops.staffChangeRole), onRequest: requireJson }, async (request, reply) => {
    const checked = validate(roleSchema, request.body);
    if (!checked.ok) return fields(reply, checked.errors);
    const access = await accessOf(checked.value.role, checked.value.practitioner_id);
    if (!isAccess(access)) return fields(reply, access);
    const who = target(request, checked.value.myself);
    if (who === 'missing') return notFound(reply);
    if (who === 'not-myself') return reply.status(409).send({ success: false, message: staffMessages.confirmMyself });
    const result = await changeRole(context(request), who.id, access);
    const email = result.outcome === 'done' ? result.person.email : '';
    return answer(request, reply, result, result.outcome === 'unchanged' ? staffMessages.nothingToSave : staffMessages.roleChanged(email, STAFF_ROLE_NAMES[access.role]));
  });

  app.post('/people/:id/disable', { ...replyShapes(ops.staffDisable), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const checked = validate(confirmSchema, request.body);
    if (!checked.ok) return fields(reply, checked.errors);
    const who = target(request, checked.value.myself);
    if (who === 'missing') return notFound(reply);
    if (who === 'not-myself') return reply.status(409).send({ success: false, message: staffMessages.confirmMyself });
    const result = await disablePerson(context(request), who.id);
    const message = result.outcome === 'done' ? staffMessages.disabled(result.person.email) : staffMessages.alreadyDisabled((await everything()).people.find((p) => p.id === who.id)?.email ?? '');
    return answer(request, reply, result, message);
  });

  app.post('/people/:id/sign-out', { ...replyShapes(ops.staffSignOutEverywhere), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const checked = validate(confirmSchema, request.body);
    if (!checked.ok) return fields(reply, checked.errors);
    const who = target(request, checked.value.myself);
    if (who === 'missing') return notFound(reply);
    if (who === 'not-myself') return reply.status(409).send({ success: false, message: staffMessages.confirmMyself });
    const result = await signOutEverywhere(context(request), who.id);
    return answer(request, reply, result, result.outcome === 'done' ? staffMessages.signedOutEverywhere(result.person.email, result.sessionsEnded) : '');
  });

  app.post('/people/:id/second-factor/reset', { ...replyShapes(ops.staffResetSecondFactor), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const checked = validate(confirmSchema, request.body);
    if (!checked.ok) return fields(reply, checked.errors);
    const who = target(request, checked.value.myself);
    if (who === 'missing') return notFound(reply);
    if (who === 'not-myself') return reply.status(409).send({ success: false, message: staffMessages.confirmMyself });
    const result = await resetSecondFactor(context(request), who.id);
    return answer(request, reply, result, result.outcome === 'done' ? staffMessages.secondFactorReset(result.person.email, result.sessionsEnded) : '');
  });
};

export default staffPeopleRoutes;
