/** The environment is read once at start: defaults that work offline, and a clear stop on bad values. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../server/config/env';

describe('loadConfig', () => {
  it('works with nothing set: port 3000 on 127.0.0.1, SQLite in ./data, links to localhost', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.siteUrl).toBe('http://localhost:3000');
    expect(c.smtpUrl).toBeUndefined();
    expect(c.allowedOrigins).toEqual([]);
    expect(c.leadRetentionDays).toBeUndefined();
  });

  it('reads the minimum body rate in bytes a second, 0 for none; unset leaves the server its default', () => {
    expect(loadConfig({}).minBodyBytesPerSecond).toBeUndefined();
    expect(loadConfig({ MIN_BODY_BYTES_PER_SECOND: '8192' }).minBodyBytesPerSecond).toBe(8192);
    expect(loadConfig({ MIN_BODY_BYTES_PER_SECOND: '0' }).minBodyBytesPerSecond).toBe(0);
  });

  it('keeps delivered mail 30 days unless MAIL_OUTBOX_KEEP_DAYS says otherwise', () => {
    expect(loadConfig({}).mailOutboxKeepDays).toBe(30);
    expect(loadConfig({ MAIL_OUTBOX_KEEP_DAYS: ' 7 ' }).mailOutboxKeepDays).toBe(7);
  });

  it('reads partner origins as a list, or * for any', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://spa.example/, http://localhost:3001' }).allowedOrigins).toEqual([
      'https://spa.example',
      'http://localhost:3001',
    ]);
    expect(loadConfig({ ALLOWED_ORIGINS: '*' }).allowedOrigins).toBe('*');
  });

  it('builds e-mailed links from SITE_URL without a trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://endolift.example/' }).siteUrl).toBe('https://endolift.example');
  });

  it('turns scheduled backups on with BACKUP_DIR: every 24 hours, the last 14 kept, with a 32-byte key in hex or base64', () => {
    expect(loadConfig({}).backup).toEqual({ dir: undefined, everyHours: 24, keep: 14, key: undefined });
    const hex = 'ab'.repeat(32);
    const on = loadConfig({ BACKUP_DIR: './backups', BACKUP_ENCRYPTION_KEY: hex, BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '30' }).backup;
    expect(on).toEqual({ dir: path.resolve('./backups'), everyHours: 6, keep: 30, key: Buffer.from(hex, 'hex') });
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).backup.key).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: Buffer.alloc(32, 255).toString('base64url') }).backup.key).toEqual(Buffer.alloc(32, 255));
  });

  it('never backs up unencrypted: BACKUP_DIR without BACKUP_ENCRYPTION_KEY stops the server', () => {
    expect(() => loadConfig({ BACKUP_DIR: './backups' })).toThrow(
      'BACKUP_ENCRYPTION_KEY: needed when BACKUP_DIR is set; npm run backup -- new-key prints one (keep it apart from the backups: docs/backups.md)',
    );
  });

  it('takes TEST_CLOCK_FILE only in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_FILE: 'clock' }).testClockFile).toBe(path.resolve('clock'));
    expect(() => loadConfig({ TEST_CLOCK_FILE: 'clock' })).toThrow('TEST_CLOCK_FILE: only allowed with NODE_ENV=test');
  });

  it.each([
    [{ BACKUP_ENCRYPTION_KEY: 'short' }, 'BACKUP_ENCRYPTION_KEY: BACKUP_ENCRYPTION_KEY must be 32 bytes as 64 hexadecimal digits or in base64 (npm run backup -- new-key prints one)'],
    [{ BACKUP_ENCRYPTION_KEY: Buffer.alloc(16).toString('hex') }, 'BACKUP_ENCRYPTION_KEY must be 32 bytes'],
    [{ BACKUP_EVERY_HOURS: '0' }, 'BACKUP_EVERY_HOURS: BACKUP_EVERY_HOURS must be a whole number from 1 to 8760'],
    [{ BACKUP_KEEP: 'all' }, 'BACKUP_KEEP: BACKUP_KEEP must be a whole number from 1 to 1000'],
    [{ PORT: 'abc' }, 'PORT: PORT must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: PORT must be a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://db/clinic' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL must be a full URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ CLINIC_NOTIFY_EMAIL: 'nobody' }, 'CLINIC_NOTIFY_EMAIL must be an e-mail address'],
    [{ LEAD_RETENTION_DAYS: '0' }, 'LEAD_RETENTION_DAYS must be a whole number from 1 to 36500'],
    [{ MAIL_OUTBOX_KEEP_DAYS: '0' }, 'MAIL_OUTBOX_KEEP_DAYS: MAIL_OUTBOX_KEEP_DAYS must be a whole number from 1 to 3650'],
    [{ MAIL_OUTBOX_KEEP_DAYS: 'a month' }, 'MAIL_OUTBOX_KEEP_DAYS: MAIL_OUTBOX_KEEP_DAYS must be a whole number from 1 to 3650'],
    [{ MIN_BODY_BYTES_PER_SECOND: '4 KB' }, 'MIN_BODY_BYTES_PER_SECOND: MIN_BODY_BYTES_PER_SECOND must be a whole number from 0 to 1000000000'],
  ])('stops with a message naming the variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
