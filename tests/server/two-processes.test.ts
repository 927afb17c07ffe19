/**
 * Two servers on one PostgreSQL database, as behind a load balancer: a booking made through one is
 * seen, with its photo, by staff on the other, and failed sign-ins are counted across both. (Each
 * server is its own app with its own pool, cache and mail sender; kill -9 mid-booking is covered
 * in upload-durability.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { GOOD_PASSWORD, registration } from './helpers/accounts';
import { storedPhoto } from './helpers/photos';
import { bookConsultation, newStaffMember } from './staff-fixtures';

describe.runIf(dialects.includes('postgres'))('two servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('postgres', { limits: {} });
    b = await startTestApp('postgres', { limits: {}, databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('shows a booking made through one server, with its photo, to staff on the other', async () => {
    const booked = await bookConsultation(a);
    const staff = await newStaffMember(b);
    const lead = await staff.call<{ lead: { id: number; photo_url: string } }>('GET', `/api/staff/leads/consultation/${booked.id}`);
    expect(lead.status).toBe(200);
    const photo = await staff.client.request(lead.body.lead.photo_url, {});
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect((await storedPhoto(b.app.db, booked.id))?.length).toBeGreaterThan(0);
  });

  it('counts failed sign-ins across both servers', async () => {
    const body = registration();
    expect((await a.client().post(apiPath('register'), body)).body.success).toBe('1');
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await server.client().post(apiPath('login'), { email: body.email, password: `wrong-${i}-password` })).body.success).toBe(0);
    }
    const blocked = await b.client().post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD });
    expect(blocked.status).toBe(429);
    expect((await a.client().post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD })).status).toBe(429);
  });
});
