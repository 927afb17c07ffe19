/**
 * Passkeys (WebAuthn) as the staff's second factor, beside the authenticator app (decision 0030,
 * @simplewebauthn/server). The relying party is the site itself: its ID is SITE_URL's host name and
 * the only origin a browser's answer may come from is SITE_URL's origin, so a passkey made for the
 * clinic's site answers nowhere else (and WebAuthn refuses an IP address as an RP ID: the tests use
 * http://localhost).
 *
 * Each ceremony's challenge is made here, kept in the database for the session (one per purpose,
 * five minutes) and taken by the one request that answers it: a replayed answer finds none.
 */
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { StaffDb } from '../db/schema';
import { markSessionSecondFactor } from './staff-second-factor-repository';
import { auditOwnChange } from './staff-people';
import { deletePasskey, findPasskeyByCredential, insertPasskey, markPasskeyUsed, passkeysOf, putChallenge, takeChallenge } from './staff-passkey-repository';

/** How long a ceremony's challenge is good for: the browser's own prompt gives up after two minutes. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
const CEREMONY_TIMEOUT_MS = 2 * 60_000;
const RP_NAME = 'Endolift Miami staff';

/** Who the passkeys are for: the site, as SITE_URL names it. */
export interface RelyingParty {
  /** the host name ("endoliftmiami.com", "localhost") */
  id: string;
  /** the origin a browser's answer must come from ("https://endoliftmiami.com") */
  origin: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The session and account a ceremony belongs to. */
export interface PasskeySession {
  id: string;
  staff_id: number;
  email: string;
}

/** The account's handle inside its passkeys: its id, never the e-mail (an authenticator may show or sync it). */
function userHandle(staffId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`staff-${staffId}`);
}

function transportsOf(stored: string): string[] | undefined {
  return stored ? stored.split(',') : undefined;
}

/** Options for navigator.credentials.create(): a new passkey for her, none she has already. */
export async function registrationOptions(db: StaffDb, rp: RelyingParty, session: PasskeySession, now: number): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, session.staff_id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: session.email,
    userID: userHandle(session.staff_id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await putChallenge(db, session.id, 'register', options.challenge, now, now + PASSKEY_CHALLENGE_MS);
  return options;
}

export type PasskeyRefusal = 'no_challenge' | 'not_verified' | 'duplicate' | 'unknown';
export type PasskeyResult = { ok: true } | { ok: false; reason: PasskeyRefusal };

/**
 * Checks the browser's answer to the registration challenge and keeps the new passkey. With
 * `passesSession`, the session has passed its second step too (she enrolled with it).
 */
export async function registerPasskey(db: StaffDb, rp: RelyingParty, session: PasskeySession, response: RegistrationResponseJSON, now: number, passesSession: boolean): Promise<PasskeyResult> {
  const challenge = await takeChallenge(db, session.id, 'register', now);
  if (!challenge) return { ok: false, reason: 'no_challenge' };
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
  } catch {
    // the library throws for every malformed or mismatched answer (wrong challenge, origin, RP ID, format)
    return { ok: false, reason: 'not_verified' };
  }
  if (!verified.verified) return { ok: false, reason: 'not_verified' };
  const { credential } = verified.registrationInfo;
  const added = await db.transaction().execute(async (trx) => {
    const inserted = await insertPasskey(trx, {
      staff_id: session.staff_id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      created_at: now,
    });
    if (!inserted) return false;
    if (passesSession) await markSessionSecondFactor(trx, session.id, now);
    await auditOwnChange(trx, session, 'passkey_added', passesSession ? 'as her second factor, at the set-up' : 'another passkey', now);
    return true;
  });
  return added ? { ok: true } : { ok: false, reason: 'duplicate' };
}

/** Options for navigator.credentials.get(): one of her passkeys (any discoverable one when she has none listed). */
export async function signInOptions(db: StaffDb, rp: RelyingParty, session: PasskeySession, now: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const mine = await passkeysOf(db, session.staff_id);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: mine.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
  });
  await putChallenge(db, session.id, 'sign-in', options.challenge, now, now + PASSKEY_CHALLENGE_MS);
  return options;
}

/**
 * The second step of a sign-in with a passkey: the answer must sign this session's challenge with
 * a passkey of hers that is still registered; its counter is kept. The session has then passed.
 */
export async function passWithPasskey(db: StaffDb, rp: RelyingParty, session: PasskeySession, response: AuthenticationResponseJSON, now: number): Promise<PasskeyResult> {
  const challenge = await takeChallenge(db, session.id, 'sign-in', now);
  if (!challenge) return { ok: false, reason: 'no_challenge' };
  const passkey = await findPasskeyByCredential(db, response.id);
  if (!passkey || passkey.staff_id !== session.staff_id) return { ok: false, reason: 'unknown' };
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: Number(passkey.counter), transports: transportsOf(passkey.transports) },
    });
  } catch {
    // a wrong challenge, origin or signature, or a counter that went backwards (a cloned authenticator)
    return { ok: false, reason: 'not_verified' };
  }
  if (!verified.verified) return { ok: false, reason: 'not_verified' };
  await db.transaction().execute(async (trx) => {
    await markPasskeyUsed(trx, passkey.id, verified.authenticationInfo.newCounter, now);
    await markSessionSecondFactor(trx, session.id, now);
  });
  return { ok: true };
}

/** Her passkeys, as the page lists them. */
export async function listPasskeys(db: StaffDb, staffId: number): Promise<{ id: number; created_at: number; last_used_at: number | null }[]> {
  return (await passkeysOf(db, staffId)).map((p) => ({ id: p.id, created_at: Number(p.created_at), last_used_at: p.last_used_at == null ? null : Number(p.last_used_at) }));
}

/** Removes one of her passkeys (the route has checked it is not her only second factor), with its line in staff_audit. */
export async function removePasskey(db: StaffDb, session: PasskeySession, id: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await deletePasskey(trx, session.staff_id, id))) return false;
    const left = (await passkeysOf(trx, session.staff_id)).length;
    await auditOwnChange(trx, session, 'passkey_removed', left === 1 ? '1 passkey left' : `${left === 0 ? 'no' : left} passkeys left`, now);
    return true;
  });
}
