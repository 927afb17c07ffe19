/**
 * LEAD_RETENTION_DAYS: unset, every lead is kept; set, leads older than that many days are deleted
 * with their photos when the server starts and on its hourly schedule, each with a 'purged' row in
 * the audit log, while younger leads stay. The same job ends expired staff sessions.
 */
import { insertConsultationWithPhoto, storedPhoto } from './helpers/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/secure-tokens';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { newStaffMember } from './staff-fixtures';

const DAY = 86_400_000;

describe.each(dialects)('lead retention (%s)', (dialect) => {
  let first: TestApp;
  let second: TestApp | undefined;
  beforeAll(async () => {
    first = await startTestApp(dialect);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function consultation(t: TestApp, name: string, ageMs: number) {
    const id = await insertConsultationWithPhoto(
      t.app.db,
      {
        first_name: name,
        last_name: 'Retained',
        email: `${name.toLowerCase()}@example.com`,
        phone: '3055550100',
        message: 'Old enquiry',
        form_page_name: 'https://clinic.example/consultation',
        created_at: Date.now() - ageMs,
      },
      await makeJpeg({ width: 40, height: 30 }),
    );
    return { id };
  }
  async function contact(t: TestApp, name: string, ageMs: number) {
    const row = await t.app.db
      .insertInto('contact_messages')
      .values({ name, email: `${name.toLowerCase()}@example.com`, phone: '3055550100', message: 'Old question', created_at: Date.now() - ageMs })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const consultationIds = async (t: TestApp) => (await t.app.db.selectFrom('consultation_requests').select('id').orderBy('id').execute()).map((r) => r.id);
  const contactIds = async (t: TestApp) => (await t.app.db.selectFrom('contact_messages').select('id').orderBy('id').execute()).map((r) => r.id);

  it('keeps every lead and photo when LEAD_RETENTION_DAYS is unset', async () => {
    const ancient = await consultation(first, 'Ancient', 400 * DAY);
    const oldContact = await contact(first, 'Elderly', 400 * DAY);
    await first.app.runStaffHousekeeping();
    expect(await consultationIds(first)).toEqual([ancient.id]);
    expect(await contactIds(first)).toEqual([oldContact]);
    expect(await storedPhoto(first.app.db, ancient.id)).toBeDefined();
    expect(await first.app.db.selectFrom('lead_audit').selectAll().execute()).toEqual([]);
  });

  it('purges leads past the period with their photos at start and on schedule, logging each, and keeps younger ones', async () => {
    const ancient = (await consultationIds(first))[0]!;
    const ancientContact = (await contactIds(first))[0]!;
    const old = await consultation(first, 'Olga', 31 * DAY);
    const young = await consultation(first, 'Yara', 29 * DAY);
    const oldContact = await contact(first, 'Oscar', 30 * DAY + 60_000);
    const youngContact = await contact(first, 'Yusuf', 10 * DAY);
    await first.stop();

    second = await startTestApp(dialect, { dataDir: first.dataDir, databaseUrl: first.databaseUrl, env: { LEAD_RETENTION_DAYS: '30' } });
    const t = second;
    // the first run starts with the server, without holding up its start
    const purged = async () => (await t.app.db.selectFrom('lead_audit').select('id').where('action', '=', 'purged').execute()).length;
    for (let i = 0; i < 100 && (await purged()) < 4; i++) await new Promise((r) => setTimeout(r, 50));

    expect(await consultationIds(t)).toEqual([young.id]);
    expect(await contactIds(t)).toEqual([youngContact]);
    expect(await storedPhoto(t.app.db, old.id)).toBeUndefined();
    expect(await storedPhoto(t.app.db, ancient)).toBeUndefined();
    expect(await storedPhoto(t.app.db, young.id)).toBeDefined();
    const audit = await t.app.db.selectFrom('lead_audit').selectAll().orderBy('lead_kind').orderBy('lead_id').execute();
    expect(audit.map((r) => [r.lead_kind, r.lead_id, r.action, r.actor, r.staff_id, r.detail])).toEqual([
      ['consultation', ancient, 'purged', 'retention', null, 'older than 30 days'],
      ['consultation', old.id, 'purged', 'retention', null, 'older than 30 days'],
      ['contact', ancientContact, 'purged', 'retention', null, 'older than 30 days'],
      ['contact', oldContact, 'purged', 'retention', null, 'older than 30 days'],
    ]);

    // an hour-later run, two days on: Yara is now 31 days old
    await t.app.runStaffHousekeeping(Date.now() + 2 * DAY);
    expect(await consultationIds(t)).toEqual([]);
    expect(await storedPhoto(t.app.db, young.id)).toBeUndefined();
    expect(await t.app.db.selectFrom('consultation_photos').select('request_id').execute()).toEqual([]);
    expect(await contactIds(t)).toEqual([youngContact]);
  });

  it('ends expired staff sessions in the same job', async () => {
    const t = second!;
    const staff = await newStaffMember(t);
    const id = hashToken(staff.client.cookies.get('staff_sid') ?? '');
    await t.app.runStaffHousekeeping();
    expect(await t.app.db.selectFrom('staff_sessions').select('id').where('id', '=', id).execute()).toHaveLength(1);
    await t.app.runStaffHousekeeping(Date.now() + 31 * 60_000);
    expect(await t.app.db.selectFrom('staff_sessions').select('id').where('id', '=', id).execute()).toEqual([]);
  });
});
