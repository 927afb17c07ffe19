import { sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The training course (server/courses/, docs/decisions/0025-course-seats-and-waitlist.md): its days,
 * the enrollments and waitlist entries of each day, the self-service and offer links, and the
 * staff's audit of every change. The seat guarantee is the day's `taken` counter: a seat is taken by
 * a conditional UPDATE (`taken < seats`) in the transaction that writes the enrollment, and a CHECK
 * keeps `0 <= taken <= seats <= 12` on both dialects whatever the code does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('course_days')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('starts_at', big, (c) => c.notNull())
    .addColumn('ends_at', big, (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_text', 'varchar(60)', (c) => c.notNull())
    .addColumn('enrollment_closes_at', big, (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addCheckConstraint('course_days_seats', sql`seats >= 1 and seats <= 12 and taken >= 0 and taken <= seats`)
    .addCheckConstraint('course_days_times', sql`starts_at < ends_at`)
    .execute();
  await db.schema.createIndex('course_days_starts_at').on('course_days').columns(['starts_at', 'id']).execute();
  await db.schema
    .createTable('course_enrollments')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('day_id', 'integer', (c) => c.notNull().references('course_days.id'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('profession', 'varchar(40)', (c) => c.notNull())
    .addColumn('profession_other', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_type', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_number', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_state', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('practice_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('needs', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('terms_accepted_at', big, (c) => c.notNull())
    .addColumn('uid', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('offer_expires_at', big)
    .addColumn('hold_expires_at', big)
    .addColumn('hold_warned_at', big)
    .addColumn('paid_at', big)
    .addColumn('payment_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('checked_in_at', big)
    .addColumn('reminded_7d_at', big)
    .addColumn('reminded_1d_at', big)
    .addColumn('moved_to', 'integer')
    .addColumn('certificate_code', 'varchar(40)', (c) => c.unique())
    .addColumn('certificate_issued_at', big)
    .addColumn('certificate_revoked_at', big)
    .addColumn('certificate_revoked_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_enrollments_day_status').on('course_enrollments').columns(['day_id', 'status', 'id']).execute();
  await db.schema.createIndex('course_enrollments_email').on('course_enrollments').columns(['email', 'day_id']).execute();
  await db.schema.createIndex('course_enrollments_offer_expiry').on('course_enrollments').columns(['status', 'offer_expires_at']).execute();
  await db.schema
    .createTable('course_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('course_enrollments.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_tokens_enrollment').on('course_tokens').columns(['enrollment_id', 'purpose']).execute();
  await db.schema
    .createTable('course_audit')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('day_id', 'integer', (c) => c.notNull())
    .addColumn('enrollment_id', 'integer')
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_audit_day').on('course_audit').columns(['day_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['course_audit', 'course_tokens', 'course_enrollments', 'course_days']) await db.schema.dropTable(table).ifExists().execute();
}
