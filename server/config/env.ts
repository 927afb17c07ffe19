/**
 * Server settings, read from the environment once at start and checked with a schema, so a bad
 * value stops the process with a clear message instead of failing later on a request.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { parseBackupKey } from './backup-key';

/**
 * The folder of package.json above this module: server/config under tsx, dist/server (or one of its
 * chunk folders) once compiled, so the built site is found at <root>/dist either way.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../..');
  }
}

/** A whole number written in digits, read from a string variable, with the variable's own message. */
const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`),
    v.transform((s) => Number(s)),
    v.minValue(min, `${name} must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `${name} must be a whole number from ${min} to ${max}`),
  );

const port = v.optional(wholeNumber('PORT', 0, 65535), '3000');

const optionalUrl = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.url(`${name} must be a full URL`)));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: port,
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)'),
    ),
  ),
  SITE_URL: optionalUrl('SITE_URL'),
  ALLOWED_ORIGINS: v.optional(v.string(), ''),
  SMTP_URL: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3)), 'Endolift Miami <no-reply@example.com>'),
  CLINIC_NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('CLINIC_NOTIFY_EMAIL must be an e-mail address')), 'consult@example.com'),
  LEAD_RETENTION_DAYS: v.optional(wholeNumber('LEAD_RETENTION_DAYS', 1, 36_500)),
  // Florida keeps a physician's records at least 5 years; 10 covers that with room (docs/decisions/0031)
  MEDICAL_RECORD_RETENTION_YEARS: v.optional(wholeNumber('MEDICAL_RECORD_RETENTION_YEARS', 5, 100), '10'),
  MIN_BODY_BYTES_PER_SECOND: v.optional(wholeNumber('MIN_BODY_BYTES_PER_SECOND', 0, 1_000_000_000)),
  MAIL_OUTBOX_KEEP_DAYS: v.optional(wholeNumber('MAIL_OUTBOX_KEEP_DAYS', 1, 3_650), '30'),
  PROOF_OF_WORK_DIFFICULTY: v.optional(wholeNumber('PROOF_OF_WORK_DIFFICULTY', 1, 10_000_000), '60000'),
  COURSE_HOLD_HOURS: v.optional(wholeNumber('COURSE_HOLD_HOURS', 1, 8_760), '72'),
  WAITLIST_OFFER_HOURS: v.optional(wholeNumber('WAITLIST_OFFER_HOURS', 1, 720), '48'),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.trim())),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TEST_RELAXED_LIMITS: v.optional(v.picklist(['0', '1'], 'TEST_RELAXED_LIMITS must be 0 or 1')),
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'BACKUP_DIR must name a directory'))),
  BACKUP_EVERY_HOURS: v.optional(wholeNumber('BACKUP_EVERY_HOURS', 1, 8_760), '24'),
  BACKUP_KEEP: v.optional(wholeNumber('BACKUP_KEEP', 1, 1_000), '14'),
  BACKUP_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => parseBackupKey(s) !== undefined,
        'BACKUP_ENCRYPTION_KEY must be 32 bytes as 64 hexadecimal digits or in base64 (npm run backup -- new-key prints one)',
      ),
    ),
  ),
  TEST_CLOCK_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  FIELD_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => s.trim() === '' || parseBackupKey(s) !== undefined,
        'FIELD_ENCRYPTION_KEY must be 32 bytes as 64 hexadecimal digits or in base64 (npm run rotate-field-key -- new-key prints one)',
      ),
    ),
  ),
  FIELD_ENCRYPTION_OLD_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => s.split(',').every((k) => k.trim() === '' || parseBackupKey(k) !== undefined),
        'FIELD_ENCRYPTION_OLD_KEYS must be keys of 32 bytes (64 hexadecimal digits or base64), separated by commas',
      ),
    ),
  ),
  STAFF_MARKETING_SECOND_FACTOR: v.optional(v.picklist(['0', '1'], 'STAFF_MARKETING_SECOND_FACTOR must be 0 or 1'), '0'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** undefined means the embedded SQLite database at dataDir/clinic.sqlite */
  databaseUrl: string | undefined;
  siteUrl: string;
  /** '*' or exact origins (scheme://host[:port]) allowed to call the lead and blog endpoints */
  allowedOrigins: '*' | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  clinicNotifyEmail: string;
  leadRetentionDays: number | undefined;
  /** years a closed account's signed health forms and consents are kept after her last signature (docs/decisions/0031) */
  medicalRecordRetentionYears: number;
  /**
   * The slowest a request body may arrive, in bytes a second (0: no minimum); undefined: the
   * default in server/http/http-timeouts.ts. From MIN_BODY_BYTES_PER_SECOND.
   */
  minBodyBytesPerSecond: number | undefined;
  /** days the outbox keeps a delivered (or failed) mail's record: address, subject, times */
  mailOutboxKeepDays: number;
  /**
   * About how many hashes a booking's proof of work costs the browser (server/proof-of-work/): the
   * answer is a counter drawn from its upper half. From PROOF_OF_WORK_DIFFICULTY; tests set it low.
   */
  proofOfWorkDifficulty: number;
  /**
   * The training course (server/courses/): how long an unpaid reservation holds its seat
   * (COURSE_HOLD_HOURS, default 72) and a waitlist offer its seat (WAITLIST_OFFER_HOURS, default 48).
   */
  course: { holdHours: number; offerHours: number };
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe, for client IPs (rate limits) behind a load balancer:
   * false (direct), true (any), a hop count, or proxy addresses/CIDRs. From TRUST_PROXY.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** where the built site and widgets are read from */
  distDir: string;
  /**
   * Attempt limits (and one address's share of the upload slots) lifted, for a test suite whose
   * every visitor comes from 127.0.0.1 (the e2e suite, against the compiled server). From
   * TEST_RELAXED_LIMITS=1, refused unless NODE_ENV=test.
   */
  relaxedLimits: boolean;
  /**
   * Encrypted backups (server/backups/): where they are written (BACKUP_DIR; unset: no scheduled
   * backups), how often the server takes one (BACKUP_EVERY_HOURS, default 24), how many are kept
   * (BACKUP_KEEP, default 14) and the AES-256 key (BACKUP_ENCRYPTION_KEY, required with BACKUP_DIR).
   */
  backup: { dir: string | undefined; everyHours: number; keep: number; key: Buffer | undefined };
  /**
   * A file holding the time (epoch ms) the server's clock reads, so a test can move time for
   * several server processes at once. From TEST_CLOCK_FILE, refused unless NODE_ENV=test.
   */
  testClockFile: string | undefined;
  /**
   * The key sensitive columns are sealed with (server/db/field-cipher.ts, FIELD_ENCRYPTION_KEY; unset: a plain
   * start on SQLite makes one in DATA_DIR/keys/, anything else refuses to start) and the earlier
   * keys that still open values during a rotation (FIELD_ENCRYPTION_OLD_KEYS, comma-separated).
   */
  fieldEncryption: { key: Buffer | undefined; oldKeys: Buffer[] };
  /**
   * Whether marketing accounts must have a second factor too (owners, the front desk and
   * practitioners always must: server/staff/staff-second-factor.ts). From STAFF_MARKETING_SECOND_FACTOR=1.
   */
  staffMarketingSecondFactor: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '(environment)';
      return `  ${key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  if (e.TEST_RELAXED_LIMITS === '1' && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment:\n  TEST_RELAXED_LIMITS: only allowed with NODE_ENV=test (it lifts every attempt limit)');
  }
  if (e.TEST_CLOCK_FILE !== undefined && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment:\n  TEST_CLOCK_FILE: only allowed with NODE_ENV=test (it sets the server\'s clock)');
  }
  // a backup is never written unencrypted: BACKUP_DIR without its key stops the server at start
  if (e.BACKUP_DIR !== undefined && e.BACKUP_ENCRYPTION_KEY === undefined) {
    throw new ConfigError(
      'Invalid environment:\n  BACKUP_ENCRYPTION_KEY: needed when BACKUP_DIR is set; npm run backup -- new-key prints one (keep it apart from the backups: docs/backups.md)',
    );
  }
  const origins = e.ALLOWED_ORIGINS.trim();
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    allowedOrigins:
      origins === '*'
        ? '*'
        : origins
            .split(',')
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    clinicNotifyEmail: e.CLINIC_NOTIFY_EMAIL,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    medicalRecordRetentionYears: e.MEDICAL_RECORD_RETENTION_YEARS,
    minBodyBytesPerSecond: e.MIN_BODY_BYTES_PER_SECOND,
    mailOutboxKeepDays: e.MAIL_OUTBOX_KEEP_DAYS,
    proofOfWorkDifficulty: e.PROOF_OF_WORK_DIFFICULTY,
    course: { holdHours: e.COURSE_HOLD_HOURS, offerHours: e.WAITLIST_OFFER_HOURS },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    distDir: path.join(packageRoot(import.meta.dirname), 'dist'),
    relaxedLimits: e.TEST_RELAXED_LIMITS === '1',
    backup: {
      dir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      key: e.BACKUP_ENCRYPTION_KEY === undefined ? undefined : parseBackupKey(e.BACKUP_ENCRYPTION_KEY),
    },
    testClockFile: e.TEST_CLOCK_FILE === undefined ? undefined : path.resolve(e.TEST_CLOCK_FILE),
    fieldEncryption: {
      key: e.FIELD_ENCRYPTION_KEY === undefined || e.FIELD_ENCRYPTION_KEY.trim() === '' ? undefined : parseBackupKey(e.FIELD_ENCRYPTION_KEY),
      oldKeys: (e.FIELD_ENCRYPTION_OLD_KEYS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
        .flatMap((k) => parseBackupKey(k) ?? []),
    },
    staffMarketingSecondFactor: e.STAFF_MARKETING_SECOND_FACTOR === '1',
    ...overrides,
  };
  return config;
}
