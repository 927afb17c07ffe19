/**
 * A name field holds a name (server/validation/person-name.ts): a booking, a message or an account
 * whose name carries a phone number, a web address or an e-mail address is refused under that field
 * in the visitor's language and nothing is stored or mailed; real names with hyphens, apostrophes,
 * accents or a digit pass; and the clinic's mail greets by the name's letters only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';
import { makeJpeg } from './helpers/images';
import { readOutbox } from './helpers/outbox';
import { plainTextOf } from './helpers/invitations';
import { registration, uniqueEmail } from './helpers/accounts';

/** Tuesday 1 December 2026, 07:00 in Miami. */
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const NOT_PLAIN = 'Please write only your name here, without web addresses or phone numbers.';
const NOT_PLAIN_ES = 'Escriba aquí solo su nombre, sin direcciones web ni números de teléfono.';

describe.each(dialects)('names are names (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => NOW, mailPollMs: 3_600_000 });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = async () => ({
    leads: Number((await t.app.db.selectFrom('consultation_requests').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    messages: Number((await t.app.db.selectFrom('contact_messages').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    appointments: Number((await t.app.db.selectFrom('appointments').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    mail: Number((await t.app.db.selectFrom('mail_outbox').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    users: Number((await t.app.db.selectFrom('users').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  it('refuses a booking whose name carries a number to call, in English and Spanish, and books and mails nothing', async () => {
    const before = await rows();
    const en = await t.client().postForm<{ success: boolean; errors?: Record<string, string> }>(
      apiPath('scheduleconversation'),
      await withProof(t.baseUrl, timedForm(jpeg, { type: 'in-person', start: '2026-12-02T15:00:00.000Z' }, { first_name: 'Billing alert call 5550100' })),
    );
    expect(en.status).toBe(200);
    expect(en.body.success).toBe(false);
    expect(en.body.errors).toEqual({ first_name: NOT_PLAIN });
    const es = await t.client().postForm<{ success: boolean; errors?: Record<string, string> }>(
      apiPath('scheduleconversation'),
      await withProof(t.baseUrl, timedForm(jpeg, { type: 'in-person', start: '2026-12-02T15:00:00.000Z' }, { last_name: 'Diaz (305) 555-0100' })),
      { 'accept-language': 'es' },
    );
    expect(es.body.errors).toEqual({ last_name: NOT_PLAIN_ES });
    expect(await rows()).toEqual(before);
  });

  it('refuses a web or e-mail address as a name in a message and a registration', async () => {
    const before = await rows();
    for (const name of ['Visit https://prizes.example now', 'Claim at www.prizes.example', 'Rosa win-prizes.com', 'rosa@example.com']) {
      const res = await t.client().post<{ success: boolean; errors?: Record<string, string> }>(apiPath('contactus'), { name, email: uniqueEmail('named'), phone: '3055550123', message: 'Hello.' });
      expect(res.body, name).toMatchObject({ success: false, errors: { name: NOT_PLAIN } });
    }
    const reg = await t.client().post<{ success: string; data?: Record<string, string[]> }>(apiPath('register'), registration({ first_name: 'www.prizes.example' }));
    expect(reg.body.success).toBe('0');
    expect(reg.body.data?.first_name).toEqual([NOT_PLAIN]);
    expect(await rows()).toEqual(before);
  });

  it('takes real names, and the confirmation greets by the name’s letters only', async () => {
    for (const [first, last] of [
      ['Mary-Jo', 'O’Neil'],
      ['José María', 'Núñez de la Peña'],
      ['Anne-Marie', 'St. John'],
      ['Lopez3', 'Ngũgĩ'],
    ]) {
      const res = await t.client().post<{ success: boolean }>(apiPath('contactus'), { name: `${first} ${last}`, email: uniqueEmail('named'), phone: '3055550123', message: 'Hello.' });
      expect(res.body.success, `${first} ${last}`).toBe(true);
    }
    const email = uniqueEmail('greeted');
    const booked = await t.client().postForm<{ success: boolean }>(
      apiPath('scheduleconversation'),
      await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: '2026-12-02T16:00:00.000Z' }, { first_name: 'Ana <b>(VIP)</b> ★', email })),
    );
    expect(booked.body.success).toBe(true);
    await t.app.mailer.flush();
    const mail = readOutbox(t.dataDir).find((m) => m.to === email);
    expect(mail && plainTextOf(mail).split('\n')[0]).toBe('Hello Ana b VIP b,');
  });
});
