/**
 * POST /api/endolift-contactus: docs/product/validation.md messages, hostile input stored intact as text, the
 * clinic's notice with the least detail, the bot guard (honeypot and form stamp) and the IP limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { readOutbox } from './helpers/outbox';
import { uniqueEmail } from './helpers/accounts';

const RECEIVED = { success: true, message: 'Thank you for your message. We will get back to you shortly.' };

function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Maria Gonzalez', email: uniqueEmail('lead'), phone: '305 555 0123', message: 'Do you treat the neck?', ...overrides };
}

describe.each(dialects)('contact form (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { CLINIC_NOTIFY_EMAIL: 'front.desk@example.com', ALLOWED_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsFor = (email: string) => t.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it('stores the message with status new and queues a notice to the clinic with the first name only', async () => {
    const body = contact({ message: 'Line one\nLine two' });
    const res = await t.client().post(apiPath('contactus'), body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(RECEIVED);
    const [row] = await rowsFor(String(body.email));
    expect(row).toMatchObject({ name: 'Maria Gonzalez', phone: '3055550123', message: 'Line one\nLine two', status: 'new', note: '' });
    await t.app.mailer.flush();
    const notice = readOutbox(t.dataDir).find((m) => m.subject === `New contact message #${row!.id}`);
    expect(notice?.to).toBe('front.desk@example.com');
    expect(notice?.text).toContain('from Maria.');
    for (const secret of ['Gonzalez', String(body.email), '3055550123', 'Line one']) expect(notice?.text).not.toContain(secret);
  });

  it('answers missing and whitespace-only fields with SPEC’s messages and stores nothing', async () => {
    const res = await t.client().post(apiPath('contactus'), { name: ' \t ', email: '', phone: '   ', message: '\n\n' });
    expect(res.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: { name: 'Name is required', email: 'Email is required', phone: 'Phone is required', message: 'Message is required' },
    });
    const empty = await t.client().post(apiPath('contactus'), {});
    expect(empty.body.errors).toEqual({ name: 'Name is required', email: 'Email is required', phone: 'Phone is required', message: 'Message is required' });
    const count = await t.app.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', '').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('checks the e-mail and the phone on the server', async () => {
    const res = await t.client().post(apiPath('contactus'), contact({ email: 'maria@', phone: '555' }));
    expect(res.body).toMatchObject({ success: false, errors: { email: 'Please enter a valid email address.', phone: 'Please enter a valid 10-digit US phone number.' } });
  });

  it('takes a phone as people type it (spaces, dashes, dots, parentheses, a leading +1) and stores its ten digits', async () => {
    for (const phone of ['+1 (305) 555-0111', '305.555.0111', '1-305-555-0111', '+13055550111', ' (305)555 0111 ', 3055550111]) {
      const body = contact({ phone });
      expect((await t.client().post(apiPath('contactus'), body)).body, String(phone)).toEqual(RECEIVED);
      const [row] = await rowsFor(String(body.email));
      expect(row?.phone, String(phone)).toBe('3055550111');
    }
  });

  it('refuses a phone that is not a US number, a plus anywhere but a leading +1 included', async () => {
    for (const phone of ['+3055550111', '305+555+0111', '+44 20 7946 0958', '305/555/0111', '3055550111 ext 2', '+1 (305) 555-0111'.repeat(2)]) {
      const res = await t.client().post(apiPath('contactus'), contact({ phone }));
      expect(res.body, phone).toEqual({ success: false, message: 'Please correct the highlighted fields.', errors: { phone: 'Please enter a valid 10-digit US phone number.' } });
    }
  });

  it('refuses 10,000-character fields with a message, and accepts a 5,000-character message', async () => {
    const res = await t.client().post(apiPath('contactus'), contact({ name: 'N'.repeat(10_000), message: 'M'.repeat(10_000) }));
    expect(res.body).toMatchObject({
      success: false,
      errors: { name: 'Please keep this under 100 characters.', message: 'Please keep this under 5000 characters.' },
    });
    const body = contact({ message: '😀'.repeat(5000) });
    expect((await t.client().post(apiPath('contactus'), body)).body).toEqual(RECEIVED);
    const [row] = await rowsFor(String(body.email));
    expect([...(row?.message ?? '')]).toHaveLength(5000);
  });

  it('stores quotes, emoji, SQL and HTML exactly, as harmless text', async () => {
    const payloads = [
      `Robert'); DROP TABLE contact_messages;--`,
      `<img src=x onerror="alert('x')"><script>document.cookie</script>`,
      `"Double" 'single' \`back\` — “curly” ‘quotes’ 😀🎉 你好 عربي`,
      `%00 \\x00 ' OR '1'='1`,
    ];
    for (const message of payloads) {
      const body = contact({ name: message.slice(0, 90), message });
      expect((await t.client().post(apiPath('contactus'), body)).body).toEqual(RECEIVED);
      const [row] = await rowsFor(String(body.email));
      expect(row?.message).toBe(message);
      expect(row?.name).toBe(message.slice(0, 90).trim());
    }
    const total = await t.app.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThan(payloads.length);
  });

  it('drops control characters PostgreSQL cannot store, keeping line breaks', async () => {
    const body = contact({ name: 'Ana\u0000Lee', message: 'a\u0000b\nc\u0007d' });
    expect((await t.client().post(apiPath('contactus'), body)).body).toEqual(RECEIVED);
    const [row] = await rowsFor(String(body.email));
    expect(row).toMatchObject({ name: 'Ana Lee', message: 'ab\ncd' });
  });

  it('refuses objects and arrays where text belongs', async () => {
    const res = await t.client().post(apiPath('contactus'), contact({ name: { $gt: '' }, message: ['a', 'b'] }));
    expect(res.body).toMatchObject({ success: false, errors: { name: 'Please enter text only.', message: 'Please enter text only.' } });
  });

  it('drops a bot quietly: a filled honeypot or a fresh stamp gets the normal answer and stores nothing', async () => {
    const honeypot = contact({ website: 'http://spam.example' });
    expect((await t.client().post(apiPath('contactus'), honeypot)).body).toEqual(RECEIVED);
    expect(await rowsFor(String(honeypot.email))).toEqual([]);

    const stamp = (await t.client().get<{ success: boolean; stamp: string }>('/api/form-stamp')).body;
    expect(stamp.success).toBe(true);
    expect(stamp.stamp).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    const fast = contact({ form_stamp: stamp.stamp, website: '' });
    expect((await t.client().post(apiPath('contactus'), fast)).body).toEqual(RECEIVED);
    expect(await rowsFor(String(fast.email))).toEqual([]);
  });

  it('serves a person: a stamp older than 3 s, a forged or stale stamp, or no bot fields at all', async () => {
    const secret = t.app.formStampSecret;
    const { issueStamp } = await import('../../server/leads/form-stamp');
    const cases = [
      { form_stamp: issueStamp(secret, Date.now() - 3_500), website: '' },
      { form_stamp: `${Date.now()}.${'A'.repeat(43)}` },
      { form_stamp: 'garbage' },
      {},
    ];
    for (const extra of cases) {
      const body = contact(extra);
      expect((await t.client().post(apiPath('contactus'), body)).body).toEqual(RECEIVED);
      expect(await rowsFor(String(body.email)), JSON.stringify(extra)).toHaveLength(1);
    }
  });

  it('refuses a stamp past its maximum age with a message asking to reload, and stores nothing', async () => {
    const { issueStamp, MAX_STAMP_AGE_MS } = await import('../../server/leads/form-stamp');
    const old = contact({ form_stamp: issueStamp(t.app.formStampSecret, Date.now() - MAX_STAMP_AGE_MS - 1_000), website: '' });
    const message = 'This form has been open too long. Please reload the page and send it again.';
    expect((await t.client().post(apiPath('contactus'), old)).body).toEqual({ success: false, message, errors: { form: message } });
    expect(await rowsFor(String(old.email))).toEqual([]);
    // just inside the maximum age it is still a person's form
    const recent = contact({ form_stamp: issueStamp(t.app.formStampSecret, Date.now() - MAX_STAMP_AGE_MS + 60_000), website: '' });
    expect((await t.client().post(apiPath('contactus'), recent)).body).toEqual(RECEIVED);
    expect(await rowsFor(String(recent.email))).toHaveLength(1);
  });

  it('lets allowed partner origins call it with credentials, echoing the origin', async () => {
    const preflight = await t.client().request(apiPath('contactus'), {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const res = await t.client({ origin: 'https://partner.example' }).post(apiPath('contactus'), contact());
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const stranger = await t.client({ origin: 'https://stranger.example' }).post(apiPath('contactus'), contact());
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.each(dialects)('contact limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { limits: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows at least 10 messages in 10 minutes from one IP, then answers 429 JSON', async () => {
    let accepted = 0;
    let last;
    for (let i = 0; i < 40; i++) {
      last = await t.client().post(apiPath('contactus'), contact());
      if (last.status !== 200) break;
      accepted += 1;
    }
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({ success: false, message: `Too many attempts. Please wait ${Math.ceil(Number(last?.headers.get('retry-after')) / 60)} minutes and try again.` });
    const rows = await t.app.db.selectFrom('contact_messages').select('id').execute();
    expect(rows).toHaveLength(accepted);
  });
});
