import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectAdapter } from './dialect';
import * as m001 from './migrations/001-app-meta';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-leads';
import * as m004 from './migrations/004-blog-posts';
import * as m005 from './migrations/005-mail-outbox';
import * as m006 from './migrations/006-rate-limits';
import * as m010 from './migrations/010-staff';
import * as m011 from './migrations/011-consultation-photos';
import * as m012 from './migrations/012-languages';
import * as m030 from './migrations/030-lead-sources';
import * as m031 from './migrations/031-test-leads';
import * as m040 from './migrations/040-appointments';
import * as m041 from './migrations/041-appointment-mail';
import * as m050 from './migrations/050-publishing-posts';
import * as m051 from './migrations/051-post-images';
import * as m055 from './migrations/055-faq-sets';
import * as m060 from './migrations/060-post-image-names';
import * as m061 from './migrations/061-mail-about';
import * as m065 from './migrations/065-proof-of-work';
import * as m070 from './migrations/070-backup-runs';
import * as m075 from './migrations/075-courses';
import * as m085 from './migrations/085-certificates';
import * as m090 from './migrations/090-appointment-zone';
import * as m095 from './migrations/095-staff-roles';
import * as m100 from './migrations/100-account-care';
import * as m105 from './migrations/105-staff-audit';
import * as m110 from './migrations/110-staff-second-factor';
import * as m115 from './migrations/115-access-log';
import * as m120 from './migrations/120-health-forms';
import * as m125 from './migrations/125-aftercare';
import * as m130 from './migrations/130-staff-passkeys';
import * as m135 from './migrations/135-health-form-care';
import * as m140 from './migrations/140-medical-record-keeping';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Step = { up(db: Kysely<any>, dialect: DialectAdapter): Promise<void>; down?(db: Kysely<any>): Promise<void> };

/** Listed here, not read from disk, so the same list works under tsx, a bundle or tests. */
const steps: Record<string, Step> = {
  '001-app-meta': m001,
  '002-accounts': m002,
  '003-leads': m003,
  '004-blog-posts': m004,
  '005-mail-outbox': m005,
  '006-rate-limits': m006,
  '010-staff': m010,
  '011-consultation-photos': m011,
  '012-languages': m012,
  '030-lead-sources': m030,
  '031-test-leads': m031,
  '040-appointments': m040,
  '041-appointment-mail': m041,
  '050-publishing-posts': m050,
  '051-post-images': m051,
  '055-faq-sets': m055,
  '060-post-image-names': m060,
  '061-mail-about': m061,
  '065-proof-of-work': m065,
  '070-backup-runs': m070,
  '075-courses': m075,
  '085-certificates': m085,
  '090-appointment-zone': m090,
  '095-staff-roles': m095,
  '100-account-care': m100,
  '105-staff-audit': m105,
  '110-staff-second-factor': m110,
  '115-access-log': m115,
  '120-health-forms': m120,
  '125-aftercare': m125,
  '130-staff-passkeys': m130,
  '135-health-form-care': m135,
  '140-medical-record-keeping': m140,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectAdapter) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const [name, step] of Object.entries(steps)) {
      migrations[name] = { up: (db) => step.up(db, this.dialect), down: step.down };
    }
    return migrations;
  }
}

/**
 * Applies what is missing, in order, each step in its own transaction where the database allows;
 * Kysely's lock table keeps two processes starting at once from applying the same step twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

/** Names of the migrations this code knows and the database has not applied (another process may be behind or ahead). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrations(db: Kysely<any>, dialect: DialectAdapter): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** The names of every migration this code knows, in order: a backup naming another is from newer code. */
export function knownMigrations(): string[] {
  return Object.keys(steps);
}

/**
 * Applies the migrations up to and including `name`, no further: a database as an earlier version
 * left it (the restore tests make a backup of one and restore it into this version).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateUpTo(db: Kysely<any>, dialect: DialectAdapter, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
}
