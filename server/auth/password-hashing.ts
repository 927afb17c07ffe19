/**
 * Password storage with scrypt at OWASP's parameters (N=2^17, r=8, p=1): about 128 MiB and a few
 * hundred milliseconds per hash, in libuv's thread pool so the event loop keeps serving. The stored
 * string carries its parameters, so they can be raised later and old hashes still verify.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/** What every stored password gets (docs/architecture.md, Security). */
export const productionScryptCost: ScryptCost = { log2N: 17, r: 8, p: 1 };

let cost = productionScryptCost;
/** a hash of a random password, made once per cost, for e-mails that have no account */
let decoy: Promise<string> | undefined;

/**
 * For test suites only (tests/server/setup.ts): a cheaper cost, so the hundreds of sign-ins they
 * make do not each spend 128 MiB and a few hundred milliseconds. The code paths stay the same;
 * only N changes, and the hash records it. Never called by the server.
 */
export function setScryptCostForTests(next: ScryptCost): void {
  cost = next;
  decoy = undefined;
}

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scryptOptions(log2N: number, r: number, p: number): crypto.ScryptOptions {
  // Node refuses above 32 MiB by default; the real need is 128 * N * r * p bytes, plus headroom.
  return { N: 2 ** log2N, r, p, maxmem: 128 * 2 ** log2N * r * p + 32 * 1024 * 1024 };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const { log2N, r, p } = cost;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, scryptOptions(log2N, r, p));
  return ['scrypt', log2N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 22) return null;
  return { log2N, r, p, salt: Buffer.from(parts[4] ?? '', 'base64'), key: Buffer.from(parts[5] ?? '', 'base64') };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await scrypt(password.normalize('NFC'), parsed.salt, parsed.key.length, scryptOptions(parsed.log2N, parsed.r, parsed.p));
  return crypto.timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.log2N !== cost.log2N || parsed.r !== cost.r || parsed.p !== cost.p;
}


/**
 * Spends the same work as checking a real password, for an e-mail that has no account, so the
 * answer's timing does not tell whether an address is registered.
 */
export async function spendEquivalentWork(password: string): Promise<void> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}
