/**
 * Partners' test submissions (server/test-leads/): checked and answered exactly like real leads,
 * kept a day in a table of their own, never in the inbox, never mailed; listed by
 * `npm run staff -- test-leads`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { issueStamp } from '../../server/leads/form-stamp';
import { runHousekeeping } from '../../server/housekeeping';
import { runStaffCommand } from '../../server/cli/staff-command';
import { listTestLeads, TEST_LEAD_TTL_MS } from '../../server/test-leads/test-lead-repository';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';

const CONTACT_RECEIVED = { success: true, message: 'Thank you for your message. We will get back to you shortly.' };
const BOOKED = { success: true, message: 'Thank you! Your consultation request has been received. We will contact you shortly.' };

describe.each(dialects)('test submissions (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    jpeg = await makeJpeg({ width: 64, height: 48 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => {
    const n = async (table: 'consultation_requests' | 'contact_messages' | 'mail_outbox') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { consultations: await n('consultation_requests'), contacts: await n('contact_messages'), mail: await n('mail_outbox') };
  };
  const booking = (fields: Record<string, string>, photo: Buffer | null = jpeg) => {
    const form = new FormData();
    const all = { first_name: 'Mia', last_name: 'Chen', email: uniqueEmail('test'), phone: '3055550111', message: 'Under-chin.', form_page_name: 'http://spa.example/members', ...fields };
    for (const [k, v] of Object.entries(all)) form.append(k, v);
    if (photo) form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    return t.client().postForm(apiPath('scheduleconversation'), form);
  };

  it('answers a test message like a real one, keeps it apart, and mails no one', async () => {
    const before = await counts();
    const email = uniqueEmail('test-contact');
    const res = await t.client().post(apiPath('contactus'), { name: 'Ana Lopez', email, phone: '3055550100', message: 'Hello', test_mode: '1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CONTACT_RECEIVED);
    expect(await counts()).toEqual(before);
    const [kept] = await listTestLeads(t.app.db);
    expect(kept).toMatchObject({ kind: 'contact', language: 'en', fields: { name: 'Ana Lopez', email, phone: '3055550100', message: 'Hello' } });
  });

  it('takes test mode from a widget’s lead_source, and does not hold a test to the "faster than a person" rule', async () => {
    const before = await counts();
    const email = uniqueEmail('test-booking');
    const fresh = issueStamp(t.app.formStampSecret);
    const lead_source = new URLSearchParams({ landing_page: 'http://spa.example/members', utm_campaign: 'june', test_mode: '1' }).toString();
    const res = await booking({ email, form_stamp: fresh, website: '', lead_source });
    expect(res.body).toEqual(BOOKED);
    expect(await counts()).toEqual(before);
    const [kept] = await listTestLeads(t.app.db);
    expect(kept).toMatchObject({ kind: 'consultation', fields: { email, utm_campaign: 'june', landing_page: 'http://spa.example/members' } });
    expect(kept!.photoBytes).toBeGreaterThan(100);
    // the same booking without test mode, as fast: a bot, answered alike, kept nowhere
    const tests = (await listTestLeads(t.app.db)).length;
    const bot = await booking({ email: uniqueEmail('fast'), form_stamp: issueStamp(t.app.formStampSecret), website: '' });
    expect(bot.body).toEqual(BOOKED);
    expect(await counts()).toEqual(before);
    expect(await listTestLeads(t.app.db)).toHaveLength(tests);
  });

  it('checks a test exactly like a real lead: the same field messages, and nothing kept', async () => {
    const tests = (await listTestLeads(t.app.db)).length;
    const real = await t.client().post(apiPath('contactus'), { name: '', email: 'not-an-email', phone: '12', message: '' });
    const test = await t.client().post(apiPath('contactus'), { name: '', email: 'not-an-email', phone: '12', message: '', test_mode: '1' });
    expect(test.status).toBe(real.status);
    expect(test.body).toEqual(real.body);
    expect(test.body.success).toBe(false);
    const noPhoto = await booking({ test_mode: '1' }, null);
    expect(noPhoto.body, JSON.stringify(noPhoto.body)).toMatchObject({ success: false, errors: { image: 'Image is required' } });
    expect(await listTestLeads(t.app.db)).toHaveLength(tests);
  });

  it('forgets test submissions after a day, and lists the rest for staff', async () => {
    await t.client().post(apiPath('contactus'), { name: 'Old Test', email: uniqueEmail('old'), phone: '3055550100', message: 'Hi', test_mode: '1' });
    const kept = await listTestLeads(t.app.db);
    await t.app.db.updateTable('test_leads').set({ created_at: Date.now() - TEST_LEAD_TTL_MS - 1 }).where('id', '=', kept[0]!.id).execute();
    const report = await runHousekeeping(t.app.db, t.app.uploads);
    expect(report.testLeads).toBe(1);
    expect((await listTestLeads(t.app.db)).map((l) => l.id)).toEqual(kept.slice(1).map((l) => l.id));

    const out: string[] = [];
    const env = { DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}), SITE_URL: t.baseUrl };
    const code = await runStaffCommand(['test-leads'], env, { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^RECEIVED \(Miami time\)\s+KIND\s+LANG\s+E-MAIL\s+PAGE$/);
    expect(out.slice(1)).toHaveLength(kept.length - 1);
    expect(out.join('\n')).toContain('http://spa.example/members');
  });
});
