/**
 * What stops a script from holding the calendar (docs/product/limits.md "Bookings"): a booking that
 * holds a time needs a solved, single-use proof of work; a person (by e-mail or by phone) holds
 * one upcoming appointment of a type; an address books a few a day. Every refusal is JSON in the
 * visitor's language, stores nothing, and a real patient's booking in between still goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { defaultRateLimits } from '../../server/plugins/rate-limit';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';
import { timedForm, uniquePhone } from './helpers/appointment-forms';
import { solvedProof, withProof } from './helpers/proof-of-work';

/** Tuesday 1 December 2026, 07:00 in Miami. */
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const PROOF_REFUSED = 'We could not confirm that this booking came from our form, so no time was booked. Please send the form again in a moment.';
const PROOF_REFUSED_ES = 'No pudimos confirmar que esta reserva venga de nuestro formulario, así que no se reservó ningún horario. Por favor, envíe el formulario de nuevo en un momento.';
const alreadyBooked = (type: string) =>
  `This e-mail address or phone number already has an upcoming appointment of this type (${type}). To change or cancel it, use the link in its confirmation e-mail; to add another, please call the clinic.`;

type Body = { success?: boolean; message?: string; code?: string };

describe.each(dialects)('bookings a script cannot hoard (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let address = 0;
  const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

  beforeAll(async () => {
    // production limits, each visitor from the address the proxy names
    t = await startTestApp(dialect, { clock: () => NOW, limits: {}, env: { TRUST_PROXY: 'true' } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (form: FormData, headers: Record<string, string>) => t.client().postForm<Body>(apiPath('scheduleconversation'), form, headers);
  const booked = async () => Number((await t.app.db.selectFrom('appointments').select((e) => e.fn.countAll().as('n')).where('status', '=', 'booked').executeTakeFirstOrThrow()).n);
  const leads = async () => Number((await t.app.db.selectFrom('consultation_requests').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** free starts at least an hour apart, so booking one never takes another */
  const freeTimes = async (type: string, from: string, to: string) => {
    const res = await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${from}&to=${to}`, newAddress());
    const apart: string[] = [];
    for (const start of res.body.days.flatMap((d) => d.slots.map((s) => s.start))) {
      if (apart.length === 0 || Date.parse(start) - Date.parse(apart.at(-1)!) >= 3_600_000) apart.push(start);
    }
    return apart;
  };
  /** Runs the tasks with at most `width` at a time: a script's connections, not a flood the upload queue turns away. */
  const pooled = async <T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> => {
    const results: T[] = new Array<T>(tasks.length);
    let next = 0;
    await Promise.all(Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }));
    return results;
  };

  it('200 attempts from 20 addresses without a proof, then 50 with proofs but repeated people: only one time per person and type, none 5xx, and a patient in between books', async () => {
    const phones = await freeTimes('phone', '2026-12-14', '2026-12-18');
    const videos = await freeTimes('video', '2026-12-14', '2026-12-18');
    expect(phones.length).toBeGreaterThan(20);
    const addresses = Array.from({ length: 20 }, () => newAddress());
    const before = { booked: await booked(), leads: await leads() };

    const unproved = await pooled(
      Array.from({ length: 200 }, (_, i) => () => post(timedForm(jpeg, { type: 'phone', start: phones[i % phones.length] }, { email: uniqueEmail('bot') }), addresses[i % 20]!)),
      16,
    );
    expect(unproved.filter((r) => r.status >= 500)).toEqual([]);
    expect(new Set(unproved.map((r) => r.status))).toEqual(new Set([400]));
    for (const r of unproved) expect(r.body).toEqual({ success: false, message: PROOF_REFUSED });
    expect({ booked: await booked(), leads: await leads() }).toEqual(before);

    // a real patient, from her own address, while the script goes on
    const patient = newAddress();
    const hers = post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: videos[0] }, { email: uniqueEmail('patient') }), patient), patient);

    // five people, each sent ten times over the phone and video types, with solved proofs
    const people = Array.from({ length: 5 }, () => ({ email: uniqueEmail('repeat'), phone: uniquePhone() }));
    const proved = await pooled(
      Array.from({ length: 50 }, (_, i) => async () => {
        const person = people[i % 5]!;
        const type = i % 2 === 0 ? 'phone' : 'video';
        const list = type === 'phone' ? phones : videos;
        const from = addresses[i % 20]!;
        // every other attempt keeps the person's e-mail with another phone, or her phone with another e-mail
        const fields = i % 4 < 2 ? { email: person.email, phone: uniquePhone() } : { email: uniqueEmail('alias'), phone: person.phone };
        return post(await withProof(t.baseUrl, timedForm(jpeg, { type, start: list[(i * 3 + 5) % list.length] }, fields), from), from);
      }),
      16,
    );
    expect(proved.filter((r) => r.status >= 500)).toEqual([]);
    expect(proved.every((r) => [200, 409].includes(r.status))).toBe(true);
    const heldByPeople = await t.app.db
      .selectFrom('appointments')
      .select(['email', 'phone', 'type_id'])
      .where('status', '=', 'booked')
      .where('email', 'not like', 'patient.%')
      .execute();
    // the stated number: of each type, one upcoming appointment for an e-mail address and one for a phone number
    for (const person of people) {
      for (const type of ['phone', 'video']) {
        expect(heldByPeople.filter((a) => a.type_id === type && a.email === person.email).length, `${person.email} ${type}`).toBeLessThanOrEqual(1);
        expect(heldByPeople.filter((a) => a.type_id === type && a.phone === person.phone.replace(/\D/g, '')).length, `${person.phone} ${type}`).toBeLessThanOrEqual(1);
      }
    }
    expect(heldByPeople.length).toBeLessThanOrEqual(5 * 2 * 2);
    expect(proved.filter((r) => r.status === 409).length).toBeGreaterThanOrEqual(50 - 5 * 2 * 2);
    for (const r of proved.filter((x) => x.status === 409)) expect(['already_booked', 'slot_unavailable']).toContain(r.body.code);
    expect((await hers).status).toBe(200);
  });

  it('a proof is good for one booking: used again, tampered with, or missing, it is refused in the visitor’s language and nothing is stored', async () => {
    const [first, second, third] = await freeTimes('video', '2026-12-21', '2026-12-21');
    expect(third).toBeDefined();
    const from = newAddress();
    const proof = await solvedProof(t.baseUrl, from);
    const ok = timedForm(jpeg, { type: 'video', start: first }, { email: uniqueEmail('once') });
    ok.set('proof_of_work', proof);
    expect((await post(ok, from)).status).toBe(200);

    const before = { booked: await booked(), leads: await leads() };
    const again = timedForm(jpeg, { type: 'video', start: second }, { email: uniqueEmail('twice') });
    again.set('proof_of_work', proof);
    const reused = await post(again, { ...from, 'accept-language': 'es' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ success: false, message: PROOF_REFUSED_ES });

    // the answer is the derived key: one hex digit off and it is no answer
    const payload = JSON.parse(Buffer.from(await solvedProof(t.baseUrl, from), 'base64').toString()) as { solution: { derivedKey: string } };
    const key = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const tampered = timedForm(jpeg, { type: 'video', start: third }, { email: uniqueEmail('tampered') });
    tampered.set('proof_of_work', Buffer.from(JSON.stringify(payload)).toString('base64'));
    expect((await post(tampered, from)).body).toEqual({ success: false, message: PROOF_REFUSED });
    const garbage = timedForm(jpeg, { type: 'video', start: third }, { email: uniqueEmail('garbage') });
    garbage.set('proof_of_work', 'not a proof');
    expect((await post(garbage, from)).status).toBe(400);
    expect({ booked: await booked(), leads: await leads() }).toEqual(before);

    // a call-back request holds no time, and a partner's test holds nothing: neither needs one
    expect((await post(timedForm(jpeg, {}, { email: uniqueEmail('callback') }), from)).body).toMatchObject({ success: true });
    expect((await post(timedForm(jpeg, { type: 'video', start: third }, { test_mode: '1' }), from)).body).toMatchObject({ success: true, appointment: { id: 0 } });
  });

  it('a booking refused because its time was taken leaves its proof unspent', async () => {
    const [taken, free] = await freeTimes('phone', '2026-12-22', '2026-12-22');
    const from = newAddress();
    expect((await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: taken }), from), from)).status).toBe(200);
    const proof = await solvedProof(t.baseUrl, from);
    const late = timedForm(jpeg, { type: 'phone', start: taken });
    late.set('proof_of_work', proof);
    // the time is free when checked, taken when stored? here it is simply taken: 409 with fresh times
    expect((await post(late, from)).body).toMatchObject({ code: 'slot_unavailable' });
    const retry = timedForm(jpeg, { type: 'phone', start: free });
    retry.set('proof_of_work', proof);
    expect((await post(retry, from)).status).toBe(200);
  });

  it('one upcoming appointment of a type per person, by e-mail or by phone, even when ten arrive at once; another type is still hers to book', async () => {
    const times = await freeTimes('video', '2026-12-23', '2026-12-25');
    const from = () => newAddress();
    const email = uniqueEmail('once-a-type');
    const phone = uniquePhone();
    const answers = await Promise.all(
      times.slice(0, 10).map(async (start, i) => {
        const headers = from();
        const fields = i % 2 === 0 ? { email, phone: uniquePhone() } : { email: uniqueEmail('same-phone'), phone };
        return post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start }, fields), headers), headers);
      }),
    );
    const statuses = answers.map((a) => a.status);
    // the e-mail's and the phone's first booking may be two different people's rows, but each holds one
    const mine = await t.app.db.selectFrom('appointments').select('id').where('type_id', '=', 'video').where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone.replace(/\D/g, ''))])).execute();
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(mine.length);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual({ success: false, code: 'already_booked', message: alreadyBooked('FaceTime / video call') });

    const headers = from();
    const spanish = await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: times[12] }, { email }), headers), { ...headers, 'accept-language': 'es' });
    expect(spanish.body.message).toBe(
      'Este correo electrónico o número de teléfono ya tiene una cita próxima de este tipo (FaceTime / videollamada). Para cambiarla o cancelarla, use el enlace de su correo de confirmación; para pedir otra, llame a la clínica, por favor.',
    );
    const [phoneTime] = await freeTimes('phone', '2026-12-23', '2026-12-23');
    expect((await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: phoneTime }, { email }), headers), headers)).status).toBe(200);

    // once hers is cancelled, she may book that type again
    await t.app.db.updateTable('appointments').set({ status: 'cancelled' }).where('type_id', '=', 'video').where('email', '=', email).execute();
    await t.app.db.updateTable('appointments').set({ status: 'cancelled' }).where('type_id', '=', 'video').where('phone', '=', phone.replace(/\D/g, '')).execute();
    expect((await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: times[14] }, { email }), headers), headers)).status).toBe(200);
  });

  it(`an address books at most ${defaultRateLimits.bookingsPerIp.max} times a day: the next is 429 with Retry-After and a message; refused bookings do not count`, async () => {
    const times = await freeTimes('phone', '2026-12-28', '2026-12-30');
    const from = newAddress();
    const max = defaultRateLimits.bookingsPerIp.max;
    // a taken time first: it books nothing and counts nothing
    const elsewhere = newAddress();
    expect((await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: times[0] }), elsewhere), elsewhere)).status).toBe(200);
    expect((await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: times[0] }), from), from)).status).toBe(409);
    for (let i = 1; i <= max; i++) expect((await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: times[i] }), from), from)).status).toBe(200);
    const over = await post(await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: times[max + 1] }), from), from);
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(over.body).toEqual({ success: false, message: `We accept only a few bookings a day from one connection, and this one has reached them. Please try again in 24 hours, or call the clinic.` });
    // a call-back request from the same address is still welcome
    expect((await post(timedForm(jpeg), from)).status).toBe(200);
  });
});
