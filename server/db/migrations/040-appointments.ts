import { sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';
import { HOLIDAY_YEARS, seedResources, seedTypes, seedWeeklyHours } from '../consultation-types';
import { usFederalHolidays } from '../us-holidays';

/**
 * Appointments (server/appointments/, docs/decisions/0017-no-double-booking.md): types, resources,
 * weekly hours, overrides, holidays, the appointments, their claims and booking idempotency keys.
 * The claims' primary key (resource, 5-minute cell) refuses an overlap on both dialects; on
 * PostgreSQL an exclusion constraint per resource over the live appointments' time ranges is a
 * second guard that does not depend on the claims being written right.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('appointment_types')
    .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('notice_minutes', 'integer', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('step_minutes', 'integer', (c) => c.notNull())
    .addColumn('needs_room', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('appointment_resources')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('weekly_hours')
    .addColumn('practitioner_id', 'varchar(40)', (c) => c.notNull().references('appointment_resources.id'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start', 'varchar(5)', (c) => c.notNull())
    .addColumn('end', 'varchar(5)', (c) => c.notNull())
    .addColumn('breaks', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_hours_pk', ['practitioner_id', 'weekday'])
    .execute();
  await db.schema
    .createTable('hour_overrides')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('practitioner_id', 'varchar(40)', (c) => c.notNull().references('appointment_resources.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull())
    .addColumn('start', 'varchar(5)')
    .addColumn('end', 'varchar(5)')
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .addUniqueConstraint('hour_overrides_practitioner_date', ['practitioner_id', 'date'])
    .execute();
  await db.schema
    .createTable('clinic_holidays')
    .addColumn('date', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('appointments')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('lead_id', 'integer')
    .addColumn('type_id', 'varchar(20)', (c) => c.notNull().references('appointment_types.id'))
    .addColumn('practitioner_id', 'varchar(40)', (c) => c.notNull().references('appointment_resources.id'))
    .addColumn('room_id', 'varchar(40)', (c) => c.references('appointment_resources.id'))
    .addColumn('start_at', dialect.bigintType, (c) => c.notNull())
    .addColumn('end_at', dialect.bigintType, (c) => c.notNull())
    .addColumn('busy_until', dialect.bigintType, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('booked'))
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .addColumn('updated_at', dialect.bigintType, (c) => c.notNull())
    .addCheckConstraint('appointments_times', sql`start_at < end_at and end_at <= busy_until`)
    .execute();
  await db.schema.createIndex('appointments_start_at').on('appointments').columns(['start_at', 'id']).execute();
  await db.schema.createIndex('appointments_lead_id').on('appointments').column('lead_id').execute();
  await db.schema
    .createTable('appointment_claims')
    .addColumn('resource_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('cell', dialect.bigintType, (c) => c.notNull())
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('appointment_claims_pk', ['resource_id', 'cell'])
    .execute();
  await db.schema.createIndex('appointment_claims_appointment').on('appointment_claims').column('appointment_id').execute();
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();

  if (dialect.name === 'postgres') {
    await sql`create extension if not exists btree_gist`.execute(db);
    const span = sql.raw(`tstzrange(to_timestamp(start_at / 1000.0), to_timestamp(busy_until / 1000.0), '[)')`);
    await sql`alter table appointments add constraint appointments_practitioner_no_overlap
      exclude using gist (practitioner_id with =, ${span} with &&) where (status <> 'cancelled')`.execute(db);
    await sql`alter table appointments add constraint appointments_room_no_overlap
      exclude using gist (room_id with =, ${span} with &&) where (status <> 'cancelled' and room_id is not null)`.execute(db);
  }

  await db.insertInto('appointment_types').values(seedTypes).execute();
  await db.insertInto('appointment_resources').values(seedResources).execute();
  await db.insertInto('weekly_hours').values(seedWeeklyHours).execute();
  await db.insertInto('clinic_holidays').values(HOLIDAY_YEARS.flatMap(usFederalHolidays)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['idempotency_keys', 'appointment_claims', 'appointments', 'clinic_holidays', 'hour_overrides', 'weekly_hours', 'appointment_resources', 'appointment_types']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
