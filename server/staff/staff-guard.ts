/**
 * Who may use the staff API: a live staff session, on every state-changing call the staff XSRF
 * header and a same-origin request, and a role that holds the call's permission (staff-roles.ts,
 * looked up by the route as the router names it; a call missing from that table is refused to
 * everyone). A visitor's session is no staff session (its token is not in staff_sessions), so
 * visitors and anonymous callers get the same 401. A session that has not passed its second factor
 * (staff-second-factor.ts) is refused (403) every call but that step's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveStaffSession } from './staff-session-repository';
import { staffMessages } from './staff-messages';
import type { StaffActor } from './lead-changes';
import { BEFORE_SECOND_FACTOR, callAccess, roleMay, STAFF_ROLE_NAMES } from './staff-roles';
import { secondFactorStep } from './staff-second-factor';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the staff guard on every staff call that needs a signed-in staff member */
    staffSession?: LiveStaffSession;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return origin === new URL(request.server.config.siteUrl).origin || host === request.headers.host;
}

export async function staffOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const manager = request.server.staffSessions;
  const session = await manager.current(request);
  if (!session) {
    if (request.cookies[manager.cookieName]) manager.clearCookies(reply);
    await reply.status(401).send({ success: false, message: staffMessages.signInRequired });
    return;
  }
  if (!SAFE_METHODS.has(request.method) && (!isSameOrigin(request) || !manager.xsrfValid(request, session))) {
    await reply.status(403).send({ success: false, message: staffMessages.xsrfFailed });
    return;
  }
  // a session that has seen only the password opens nothing but its second step (staff-second-factor.ts)
  const step = secondFactorStep(session, request.server.config.staffMarketingSecondFactor);
  if (step !== 'done' && !BEFORE_SECOND_FACTOR.has(`${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`)) {
    await reply.status(403).send({ success: false, message: step === 'code' ? staffMessages.codeNeeded : staffMessages.enrolNeeded });
    return;
  }
  const access = callAccess(request.method, request.routeOptions.url ?? '');
  if (access === undefined || !roleMay(session.role, access)) {
    await reply.status(403).send({ success: false, message: staffMessages.outsideRole(STAFF_ROLE_NAMES[session.role]) });
    return;
  }
  request.staffSession = session;
}

/**
 * Whether a signed-in staff member is asking, for an address open to all that shows staff more
 * (a draft post's pictures). Reading changes nothing, so no XSRF header is asked for; the session
 * cookie is SameSite=Lax, so another site's page embedding the address is asked as a visitor.
 */
export async function isStaffSignedIn(request: FastifyRequest): Promise<boolean> {
  const session = await request.server.staffSessions.current(request);
  return session !== undefined && secondFactorStep(session, request.server.config.staffMarketingSecondFactor) === 'done';
}

/** The signed-in staff member of a guarded call. */
export function actorOf(request: FastifyRequest): StaffActor {
  const session = request.staffSession;
  if (!session) throw new Error('staff route without the staff guard');
  return { staffId: session.staff_id, email: session.email };
}

/** The guarded call's staff session: its role and, for a practitioner, her resource in the calendar. */
export function sessionOf(request: FastifyRequest): LiveStaffSession {
  const session = request.staffSession;
  if (!session) throw new Error('staff route without the staff guard');
  return session;
}
