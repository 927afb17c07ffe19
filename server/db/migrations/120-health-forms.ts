import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The health form and consent before an in-person treatment (server/health-forms/): one row per
 * signed version, insert-only, her answers and name sealed (server/db/field-cipher.ts), the consent version,
 * photo consent, time and hash of what she signed in clear. No foreign key to the appointment: a
 * removed lead's appointment leaves the clinic's record of what she declared and agreed to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('health_form_versions')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('appointment_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('flagged', 'integer', (c) => c.notNull())
    .addColumn('consent_version', 'varchar(40)', (c) => c.notNull())
    .addColumn('photo_consent', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('signed_at', dialect.bigintType, (c) => c.notNull())
    .addColumn('signature_hash', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('health_form_versions_appointment_version', ['appointment_id', 'version'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_form_versions').ifExists().execute();
}
