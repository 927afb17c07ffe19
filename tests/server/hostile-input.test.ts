/**
 * The attacks of issue 23 (parts 2 and 4), each as a fixed request with its exact answer, on every
 * dialect: PostgreSQL refuses a NUL in text and an integer past its column where SQLite lets both
 * through, so only a run on both shows they are stopped before the database. None of them may log
 * at error level (anyone could flood the log with them). The fuzz suite (fuzz.test.ts) sends the
 * same kinds of values at random; these are the ones that were answered 500.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { uniqueEmail } from './helpers/accounts';
import { startTestApp, type TestApp } from './helpers/test-app';
import { bookConsultation, newStaffMember, parseCsv, sendContactMessage, type StaffMember } from './staff-fixtures';

const addressInvalid = { success: false, message: 'This address is not valid.' };
const leadNotFound = { success: false, message: 'This lead could not be found. It may have been deleted.' };
const badFilter = { success: false, message: 'Some of the filters are not valid.' };
const PAST_32_BITS = ['2147483648', '4294967296', '9223372036854775807', '9223372036854775808', '99999999999'];
const SOURCE_FILTER_KEYS = ['source', 'medium', 'campaign', 'partner', 'landing_page'];

describe.each(dialects)('hostile input stopped before the database (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  let consultationId: number;
  const logLines: { level: number; msg?: string }[] = [];
  const errorLines = () => logLines.filter((l) => l.level >= 50);

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg?: string });
        done();
      },
    });
    t = await startTestApp(dialect, { logger: true, logStream, env: { LOG_LEVEL: 'info' } });
    staff = await newStaffMember(t);
    consultationId = (await bookConsultation(t)).id;
    await sendContactMessage(t);
  });
  beforeEach(() => {
    logLines.length = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a NUL in a blog slug with 400, in the request’s language, logged below error level', async () => {
    const res = await t.client().request('/api/blog-details/a%00b');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(addressInvalid);
    const es = await t.client().request('/api/blog-details/a%00b', { headers: { 'accept-language': 'es' } });
    expect(es.status).toBe(400);
    expect(es.body).toEqual({ success: false, message: 'Esta dirección no es válida.' });
    expect(errorLines()).toEqual([]);
    expect(logLines.filter((l) => l.msg === 'address with a NUL refused')).toHaveLength(2);
  });

  it('answers a lead id past its 32-bit column with 404 on GET, PATCH, DELETE and the photo, as for any missing lead', async () => {
    for (const id of [...PAST_32_BITS, '2147483647']) {
      for (const kind of ['consultation', 'contact']) {
        const path = `/api/staff/leads/${kind}/${id}`;
        expect(await staff.call('GET', path), path).toMatchObject({ status: 404, body: leadNotFound });
        expect(await staff.call('PATCH', path, { status: 'contacted' }), path).toMatchObject({ status: 404, body: leadNotFound });
        expect(await staff.call('DELETE', path), path).toMatchObject({ status: 404, body: leadNotFound });
      }
      const photo = `/api/staff/leads/consultation/${id}/photo`;
      expect(await staff.call('GET', photo), photo).toMatchObject({ status: 404, body: leadNotFound });
    }
    // the lead the fixtures booked is still there: nothing above touched it
    expect((await staff.call('GET', `/api/staff/leads/consultation/${consultationId}`)).status).toBe(200);
    expect(errorLines()).toEqual([]);
  });

  it('refuses an inbox cursor whose id or time is past its column with 400', async () => {
    const cursors = ['1700000000000_contact_2147483648', '1700000000000_consultation_9223372036854775808', '99999999999999999_contact_1', '9007199254740993_contact_1'];
    for (const cursor of cursors) {
      for (const side of ['before', 'after']) {
        const res = await staff.call('GET', `/api/staff/leads?${side}=${cursor}`);
        expect({ status: res.status, body: res.body }, `${side}=${cursor}`).toEqual({ status: 400, body: badFilter });
      }
    }
    // a cursor at the edge of the columns is still a cursor: an empty page, not an error
    const edge = await staff.call('GET', '/api/staff/leads?before=9007199254740991_contact_2147483647');
    expect(edge.status).toBe(200);
    expect(errorLines()).toEqual([]);
  });

  it('answers a NUL in the inbox’s search or source filters, or in the results call, with 400', async () => {
    const queries = ['q=%00', 'q=ana%00', ...SOURCE_FILTER_KEYS.map((key) => `${key}=a%00b`), '%00=1'];
    for (const query of queries) {
      const res = await staff.call('GET', `/api/staff/leads?${query}`);
      expect({ status: res.status, body: res.body }, query).toEqual({ status: 400, body: addressInvalid });
    }
    for (const query of ['from=%00', 'to=2025-01-01%00', 'kind=contact%00']) {
      const res = await staff.call('GET', `/api/staff/lead-sources/results?${query}`);
      expect({ status: res.status, body: res.body }, query).toEqual({ status: 400, body: addressInvalid });
    }
    expect(errorLines()).toEqual([]);
  });

  it('refuses an export whose search or source filter holds a NUL with a JSON 400, before any CSV', async () => {
    for (const key of ['q', ...SOURCE_FILTER_KEYS]) {
      for (const value of ['\u0000', 'ana\u0000']) {
        const res = await staff.call('POST', '/api/staff/leads/export', { [key]: value });
        expect(res.headers.get('content-type'), key).toMatch(/^application\/json/);
        expect({ status: res.status, body: res.body }, `${key}=${JSON.stringify(value)}`).toEqual({ status: 400, body: badFilter });
      }
    }
    // a lone surrogate is no NUL: the search runs and finds nothing
    const surrogate = await staff.call('POST', '/api/staff/leads/export', { q: '\ud800' });
    expect(surrogate.status).toBe(200);
    expect(parseCsv(surrogate.text.replace(/^\uFEFF/, ''))).toHaveLength(1);
    expect(errorLines()).toEqual([]);
  });

  it('answers an export whose first query fails with a JSON 500, not a CSV cut short after its header', async () => {
    await sql`alter table contact_messages rename to contact_messages_away`.execute(t.app.db);
    try {
      const res = await staff.call('POST', '/api/staff/leads/export', {});
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    } finally {
      await sql`alter table contact_messages_away rename to contact_messages`.execute(t.app.db);
    }
    // the one failure this test causes is logged, as an unexpected failure must be
    expect(errorLines()).toHaveLength(1);
    expect((await staff.call('POST', '/api/staff/leads/export', {})).status).toBe(200);
  });

  it('answers an object where the contact form’s honeypot belongs with that field’s message, never a 500', async () => {
    const bare = await t.client().post(apiPath('contactus'), { website: { toString: 1 } });
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone is required',
        message: 'Message is required',
        website: 'Please enter text only.',
      },
    });

    const email = uniqueEmail('typed');
    const lead = { name: 'Ana Ruiz', email, phone: '3055550123', message: 'Hello' };
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ website: { toString: 1 } }, { website: 'Please enter text only.' }],
      [{ website: { valueOf: 1, toString: 1 } }, { website: 'Please enter text only.' }],
      [{ form_stamp: [] }, { form_stamp: 'Please enter text only.' }],
      [{ name: { toString: 1 }, website: ['x'] }, { name: 'Please enter text only.', website: 'Please enter text only.' }],
    ];
    for (const [extra, errors] of refusals) {
      const res = await t.client().post(apiPath('contactus'), { ...lead, ...extra });
      expect({ status: res.status, body: res.body }, JSON.stringify(extra)).toEqual({ status: 200, body: { success: false, message: 'Please correct the highlighted fields.', errors } });
    }
    expect(await t.app.db.selectFrom('contact_messages').select('id').where('email', '=', email).execute()).toEqual([]);

    // a source that is not text is dropped, never a reason to refuse the lead (decision 0016)
    const kept = await t.client().post(apiPath('contactus'), { ...lead, lead_source: { toString: 1 } });
    expect(kept.body).toEqual({ success: true, message: 'Thank you for your message. We will get back to you shortly.' });
    expect(errorLines()).toEqual([]);
  });

  it('stores a lone surrogate as U+FFFD, as UTF-8 has it, on either database', async () => {
    const email = uniqueEmail('surrogate');
    const res = await t.client().post(apiPath('contactus'), { name: 'Ana \ud800 Lee', email, phone: '3055550123', message: 'x\udfff' });
    expect(res.body).toEqual({ success: true, message: 'Thank you for your message. We will get back to you shortly.' });
    const row = await t.app.db.selectFrom('contact_messages').select(['name', 'message']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ana \ufffd Lee', message: 'x\ufffd' });
    expect(errorLines()).toEqual([]);
  });

  it('answers an object where a staff note belongs, or a body that is no object, with a sentence, not a 500', async () => {
    const path = `/api/staff/leads/consultation/${consultationId}`;
    const note = await staff.call('PATCH', path, { note: { toString: 1 } });
    expect({ status: note.status, body: note.body }).toEqual({ status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { note: 'Please enter text only.' } } });
    const text = await staff.call('PATCH', path, 'note');
    expect({ status: text.status, body: text.body }).toEqual({ status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { form: 'Please fill in the form.' } } });
    expect(errorLines()).toEqual([]);
  });
});
