/**
 * Two server OS processes on one PostgreSQL database, as behind a load balancer (README, "Data,
 * backups and PostgreSQL"): each is `server/main.ts` in a process of its own, with its own data
 * directory (no shared disk), pool, page cache and mail sender, and the production attempt limits.
 * A booking made through one is seen with its photo by staff on the other; failed sign-ins are
 * counted across both; a person an owner disables on one is signed out on the other at once; a blog change and a saved FAQ set show at once on both processes' rendered pages; and kill -9
 * of one in the middle of a burst of bookings loses none it acknowledged, as the other one shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import type { Database } from '../../server/db/schema';
import { insertBlogPostsIfMissing } from '../../server/blog/blog-repository';
import { addStaff } from '../../server/staff/staff-accounts';
import { dialects } from './helpers/dialects';
import type { ServerProcess } from './helpers/server-process';
import { startTwoProcesses, stopTwoProcesses, type TwoProcesses } from './helpers/two-processes';
import { GOOD_PASSWORD, registration, uniqueEmail } from './helpers/accounts';
import { makeJpeg } from './helpers/images';
import { sequentialAllowance } from './helpers/sequential-allowance';
import { storedPhoto } from './helpers/photos';
import { TestClient } from './helpers/test-client';
import { passSecondFactor, STAFF_PASSWORD, staffCall, type StaffMember } from './staff-fixtures';

const siteBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js'));

/** each visitor from an address of its own, through the trusted proxy, so no per-IP limit decides */
let visitor = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${(visitor++ % 250) + 1}` });

function bookingForm(email: string, jpeg: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: 'Rosa', last_name: 'Diaz', email, phone: '3055550111', message: 'Jawline, please.' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

async function book(server: ServerProcess, email: string, jpeg: Buffer): Promise<Response> {
  return fetch(server.baseUrl + apiPath('scheduleconversation'), { method: 'POST', body: bookingForm(email, jpeg), headers: fromNewAddress() });
}

describe.runIf(dialects.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let pair: TwoProcesses | undefined;
  let db: Kysely<Database>;
  let a: ServerProcess;
  let b: ServerProcess;
  let jpeg: Buffer;

  beforeAll(async () => {
    // one after the other: the first applies the migrations and seeds the blog, the second finds them done
    pair = await startTwoProcesses({ TRUST_PROXY: 'true' });
    ({ db, a, b } = pair);
    jpeg = await makeJpeg({ width: 320, height: 240 });
  }, 120_000);
  afterAll(async () => {
    await stopTwoProcesses(pair);
  });

  /** a staff member made as `npm run staff -- add` makes one, password set and signed in on `server` */
  async function staffOn(server: ServerProcess): Promise<StaffMember> {
    const added = await addStaff(db, server.baseUrl, uniqueEmail('staff'));
    const link = new URL(added.link);
    const client = new TestClient(server.baseUrl);
    const set = await client.post('/api/staff/set-password', { token: link.searchParams.get('token'), email: added.email, password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD });
    expect(set.status, set.text).toBe(200);
    const signedIn = await client.post<{ second_factor: string }>('/api/staff/login', { email: added.email, password: STAFF_PASSWORD });
    expect(signedIn.status, signedIn.text).toBe(200);
    const factor = await passSecondFactor(Date.now, added.email, client, signedIn.body.second_factor);
    return { email: added.email, client, factor: factor!, call: staffCall(client) };
  }

  /** what staff on `server` see of the consultation booked by `email`: the lead, and its photo's status and type */
  async function seenByStaff(staff: StaffMember, email: string) {
    const row = await db.selectFrom('consultation_requests').select('id').where('email', '=', email).executeTakeFirst();
    if (!row) return undefined;
    const lead = await staff.call<{ lead: { id: number; email: string; photo_url: string } }>('GET', `/api/staff/leads/consultation/${row.id}`);
    const photo = await staff.client.request(lead.body.lead.photo_url, {});
    return { status: lead.status, email: lead.body.lead.email, photoStatus: photo.status, photoType: photo.headers.get('content-type') };
  }

  it('shows a booking made through one process, with its photo, to staff signed in on the other', async () => {
    const email = uniqueEmail('two-processes');
    const res = await book(a, email, jpeg);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success?: unknown }).success).toBe(true);
    const staff = await staffOn(b);
    expect(await seenByStaff(staff, email)).toMatchObject({ status: 200, email, photoStatus: 200, photoType: 'image/jpeg' });
    // the staff session made on b is known to a as well
    expect((await staff.call('GET', '/api/staff/me')).status).toBe(200);
    const onA = new TestClient(a.baseUrl);
    for (const [k, v] of staff.client.cookies) onA.cookies.set(k, v);
    expect((await onA.request('/api/staff/me')).status).toBe(200);
  });

  it('ends every session of a person an owner disables on one process: her next call on the other is 401', async () => {
    const owner = await staffOn(a);
    const desk = await staffOn(b);
    const id = (await db.selectFrom('staff_users').select('id').where('email', '=', desk.email).executeTakeFirstOrThrow()).id;
    await db.updateTable('staff_users').set({ role: 'front_desk' }).where('id', '=', id).execute();
    expect((await desk.call('GET', '/api/staff/leads')).status).toBe(200);
    const disabled = await owner.call('POST', `/api/staff/people/${id}/disable`, {});
    expect(disabled.status, disabled.text).toBe(200);
    expect((await desk.call('GET', '/api/staff/leads')).status).toBe(401);
    expect((await desk.call('GET', '/api/staff/me')).status).toBe(401);
    expect(await db.selectFrom('staff_sessions').select('id').where('staff_id', '=', id).execute()).toEqual([]);
  });

  it('counts failed sign-ins across both processes, from any address', async () => {
    const body = registration();
    expect((await new TestClient(a.baseUrl).post(apiPath('register'), body, fromNewAddress())).body.success).toBe('1');
    const address = fromNewAddress();
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await new TestClient(server.baseUrl).post(apiPath('login'), { email: body.email, password: `wrong-${i}-password` }, address);
      expect(res.body).toEqual({ success: 0, message: 'The email or password is incorrect.' });
    }
    // the sixth try, right password, on either process: the per-e-mail-and-address limit is shared
    for (const server of [b, a]) {
      const blocked = await new TestClient(server.baseUrl).post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD }, address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts sign-ins fired at once at both processes together: no more passwords checked than one after another', async () => {
    const body = registration();
    expect((await new TestClient(a.baseUrl).post(apiPath('register'), body, fromNewAddress())).body.success).toBe('1');
    const attempt = (i: number, password: string, headers: Record<string, string>) => () =>
      new TestClient((i % 2 === 0 ? a : b).baseUrl).post(apiPath('login'), { email: body.email, password }, headers);
    // 30 from 30 addresses, the right password last: the account's free failures and the one that starts its wait
    const started = Date.now();
    const many = await Promise.all([...Array.from({ length: 29 }, (_, i) => attempt(i, `wrong-${i}-password`, fromNewAddress())), attempt(29, GOOD_PASSWORD, fromNewAddress())].map((f) => f()));
    const elapsed = Date.now() - started;
    const checked = many.filter((r) => r.status !== 429).length;
    expect(checked).toBeLessThanOrEqual(sequentialAllowance(elapsed));
    for (const r of many.filter((x) => x.status === 429)) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);

    // 12 from one address at another account: the per-e-mail-and-address limit, 5
    const other = registration();
    expect((await new TestClient(b.baseUrl).post(apiPath('register'), other, fromNewAddress())).body.success).toBe('1');
    const address = fromNewAddress();
    const one = await Promise.all(Array.from({ length: 12 }, (_, i) => new TestClient((i % 2 === 0 ? a : b).baseUrl).post(apiPath('login'), { email: other.email, password: `wrong-${i}-password` }, address)));
    expect(one.filter((r) => r.status === 200)).toHaveLength(5);
    expect(one.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it.runIf(siteBuilt)('serves a blog change at once from both processes, though each had the page cached', async () => {
    const page = async (server: ServerProcess, url: string) => {
      const res = await fetch(server.baseUrl + url);
      return { status: res.status, html: await res.text() };
    };
    const title = `Two clinics, one blog ${Date.now()}`;
    const slug = `two-processes-${Date.now()}`;
    // both render /blog and keep it in their page cache (a second request is the cached bytes)
    for (const server of [a, b]) {
      const first = await page(server, '/blog');
      expect(first.status).toBe(200);
      expect(first.html).not.toContain(title);
      expect((await page(server, '/blog')).html).toBe(first.html);
    }

    // the clinic publishes a post (written to the database, as the posts are)
    await insertBlogPostsIfMissing(db, [
      {
        slug,
        title,
        image: '/images/blog/endolift-neck.jpg',
        description: '<p>Posted once, read from every process.</p>',
        meta_description: 'A post every process shows.',
        meta_schema: '{}',
        release_date: '2099-01-01',
        created_at: Date.now(),
        // live now (migration 050): a post the public pages show is published and past its release time
        status: 'published',
        published_at: Date.now(),
      },
    ]);
    for (const server of [a, b]) {
      expect((await page(server, '/blog')).html, server.baseUrl).toContain(title);
      const post = await page(server, `/blog/${slug}`);
      expect(post.status).toBe(200);
      expect(post.html).toContain('Posted once, read from every process.');
    }

    // and edited by hand in the database, not through the server: both follow that too
    const edited = `${title}, revised by hand`;
    await db.updateTable('blog_posts').set({ title: edited }).where('slug', '=', slug).execute();
    for (const server of [a, b]) expect((await page(server, '/blog')).html, server.baseUrl).toContain(edited);
  });

  it.runIf(siteBuilt)('serves an FAQ set saved through one process at once from both, on the home and FAQ pages each had cached', async () => {
    const page = async (server: ServerProcess, url: string) => (await fetch(server.baseUrl + url)).text();
    for (const server of [a, b]) {
      for (const url of ['/es', '/faqs/results_faq']) expect(await page(server, url)).toBe(await page(server, url));
    }
    const staff = await staffOn(a);
    const save = async (key: string, lang: string, question: string) => {
      const loaded = await staff.call<{ set: { version: number; title: string; items: { question: string; answer: string }[] } }>('GET', `/api/staff/faq-sets/${key}?lang=${lang}`);
      const items = [{ question, answer: '<p>Saved once, shown by every process.</p>' }, ...loaded.body.set.items.slice(1)];
      const res = await staff.call('PUT', `/api/staff/faq-sets/${key}?lang=${lang}`, { title: loaded.body.set.title, items }, { 'if-match': `"${loaded.body.set.version}"` });
      expect(res.status, res.text).toBe(200);
    };
    const spanish = `¿Pregunta guardada en un proceso ${Date.now()}?`;
    const english = `A question saved on one process ${Date.now()}?`;
    await save('home', 'es', spanish);
    await save('results_faq', 'en', english);
    for (const server of [a, b]) {
      expect(await page(server, '/es'), server.baseUrl).toContain(spanish);
      expect(await page(server, '/faqs/results_faq'), server.baseUrl).toContain(english);
      expect(await page(server, '/faqs'), server.baseUrl).toContain(english);
    }
  });

  it('loses no booking it acknowledged when one process is killed (SIGKILL) mid-burst; the other shows each with its photo', async () => {
    const acknowledged: string[] = [];
    const sends = Array.from({ length: 16 }, async (_, i) => {
      const email = `burst.${i}.${Date.now()}@example.com`;
      try {
        const res = await book(a, email, jpeg);
        const body = (await res.json()) as { success?: unknown };
        if (res.status >= 200 && res.status < 300 && body.success === true) acknowledged.push(email);
      } catch {
        // cut off by the kill: not acknowledged
      }
    });
    // kill once a few are acknowledged, with the rest still being sent, decoded or written
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(3), { timeout: 30_000, interval: 5 });
    await a.kill();
    await Promise.all(sends);
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);

    const staff = await staffOn(b);
    for (const email of acknowledged) {
      expect(await seenByStaff(staff, email), email).toMatchObject({ status: 200, email, photoStatus: 200, photoType: 'image/jpeg' });
    }
    // whatever a stored, acknowledged or cut off before its answer, is whole: a row with its photo
    const rows = await db.selectFrom('consultation_requests').select(['id', 'email']).where('email', 'like', 'burst.%').execute();
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    for (const r of rows) expect((await storedPhoto(db, r.id))?.length, r.email).toBeGreaterThan(0);
    console.info(`two processes, kill -9 mid-burst: 16 sent, ${acknowledged.length} acknowledged, ${rows.length} stored, all with their photo`);
    // b is unaffected
    expect((await fetch(`${b.baseUrl}/readyz`)).status).toBe(200);
  });
});
