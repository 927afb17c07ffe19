/**
 * A consultation and its photo are written together, in one transaction, in the database: an
 * acknowledged request keeps its photo through a restart and through kill -9 mid-booking; a
 * failed transaction leaves nothing; nothing is written to disk. Photo files of an earlier version
 * are moved into the database at start, and stale leftovers in uploads/ are swept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { storeConsultationRequest, type ConsultationFields } from '../../server/leads/lead-intake';
import { runHousekeeping } from '../../server/housekeeping';
import { startServerProcess } from '../../bench/server-process';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createPostgresDatabase } from './helpers/postgres-db';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';
import { storedPhoto } from './helpers/photos';

const hour = 3_600_000;

function age(file: string, ms: number): void {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
}

function bookingForm(email: string, jpeg: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: 'Rosa', last_name: 'Diaz', email, phone: '3055550111', message: 'Neck' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

describe.each(dialects)('upload durability (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    jpeg = await makeJpeg();
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploads = () => path.join(t.dataDir, 'uploads');
  const counts = async () => ({
    requests: (await t.app.db.selectFrom('consultation_requests').select('id').execute()).length,
    photos: (await t.app.db.selectFrom('consultation_photos').select('request_id').execute()).length,
  });

  it('keeps an acknowledged request with its photo across a restart; moves older photo files into the database; sweeps stale leftovers', async () => {
    const email = uniqueEmail('durable');
    expect((await t.client().postForm(apiPath('scheduleconversation'), bookingForm(email, jpeg))).body.success).toBe(true);

    // requests stored by an earlier version: a photo file named by the row, and one whose file is gone
    const legacyName = `${crypto.randomBytes(16).toString('hex')}.jpg`;
    fs.writeFileSync(path.join(uploads(), legacyName), jpeg);
    const legacy = { first_name: 'Old', last_name: 'Row', phone: '3055550111', message: 'm', form_page_name: '', created_at: Date.now() - hour };
    const legacyId = (await t.app.db.insertInto('consultation_requests').values({ ...legacy, email: uniqueEmail('legacy'), image_file: legacyName }).returning('id').executeTakeFirstOrThrow()).id;
    const lostName = `${'d'.repeat(32)}.jpg`;
    const lostId = (await t.app.db.insertInto('consultation_requests').values({ ...legacy, email: uniqueEmail('lost'), image_file: lostName }).returning('id').executeTakeFirstOrThrow()).id;

    const staleTemp = path.join(uploads(), `.tmp-${'a'.repeat(32)}.jpg`);
    const youngTemp = path.join(uploads(), `.tmp-${'b'.repeat(32)}.jpg`);
    const staleOrphan = path.join(uploads(), `${'c'.repeat(32)}.jpg`);
    for (const f of [staleTemp, youngTemp, staleOrphan]) fs.writeFileSync(f, 'partial');
    age(staleTemp, hour);
    age(staleOrphan, hour);

    t = await t.restart();
    const row = await t.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect((await storedPhoto(t.app.db, row.id))?.length).toBeGreaterThan(0);

    const moved = await t.app.db.selectFrom('consultation_requests').select('image_file').where('id', '=', legacyId).executeTakeFirstOrThrow();
    expect(moved.image_file).toBe('');
    expect((await storedPhoto(t.app.db, legacyId))?.equals(jpeg)).toBe(true);
    expect(fs.existsSync(path.join(uploads(), legacyName))).toBe(false);
    // a file that was already gone: the row keeps its name, and has no photo
    expect((await t.app.db.selectFrom('consultation_requests').select('image_file').where('id', '=', lostId).executeTakeFirstOrThrow()).image_file).toBe(lostName);
    expect(await storedPhoto(t.app.db, lostId)).toBeUndefined();

    expect(fs.existsSync(staleTemp)).toBe(false);
    expect(fs.existsSync(staleOrphan)).toBe(false);
    expect(fs.existsSync(youngTemp)).toBe(true);
    age(youngTemp, hour);
    const report = await runHousekeeping(t.app.db, t.app.uploads);
    expect(report.strayFiles).toEqual([path.basename(youngTemp)]);
    expect(fs.readdirSync(uploads())).toEqual([]);
  });

  it('leaves nothing behind when the row cannot be written', async () => {
    const before = await counts();
    const broken = { first_name: null, last_name: 'X', email: 'x@example.com', phone: '3055550111', message: 'm', form_page_name: '' } as unknown as ConsultationFields;
    await expect(storeConsultationRequest(t.app.db, { to: 'desk@example.com', siteUrl: t.baseUrl }, broken, jpeg)).rejects.toThrow();
    expect(await counts()).toEqual(before);
    expect(fs.readdirSync(uploads())).toEqual([]);
  });

  it('gives every stored request its photo after concurrent uploads, and writes no file', async () => {
    const before = await counts();
    const sends = Array.from({ length: 8 }, () => t.client().postForm(apiPath('scheduleconversation'), bookingForm(uniqueEmail('many'), jpeg)));
    for (const res of await Promise.all(sends)) expect(res.body.success).toBe(true);
    const after = await counts();
    expect(after.requests - before.requests).toBe(8);
    expect(after.photos - before.photos).toBe(8);
    const withoutPhoto = await t.app.db
      .selectFrom('consultation_requests')
      .leftJoin('consultation_photos', 'consultation_photos.request_id', 'consultation_requests.id')
      .select('consultation_requests.id')
      .where('consultation_photos.request_id', 'is', null)
      .where('consultation_requests.image_file', '=', '')
      .execute();
    expect(withoutPhoto).toEqual([]);
    expect(fs.readdirSync(uploads())).toEqual([]);
  });

  it('loses nothing acknowledged when the server process is killed (SIGKILL) mid-booking', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-kill-'));
    const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
    const server = await startServerProcess({ DATA_DIR: dataDir, BENCH_RELAXED_LIMITS: '1', ...(database ? { DATABASE_URL: database.url } : {}) });
    const acknowledged: string[] = [];
    const sent: string[] = [];
    const sends = Array.from({ length: 24 }, async (_, i) => {
      const email = `killed.${i}@example.com`;
      sent.push(email);
      try {
        const res = await fetch(server.url + apiPath('scheduleconversation'), { method: 'POST', body: bookingForm(email, jpeg) });
        const body = (await res.json()) as { success?: unknown };
        if (res.status === 200 && body.success === true) acknowledged.push(email);
      } catch {
        // cut off by the kill: not acknowledged
      }
    });
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    server.child.kill('SIGKILL');
    await server.stop();
    await Promise.all(sends);

    const after = await startTestApp(dialect, { dataDir, databaseUrl: database?.url });
    try {
      const rows = await after.app.db.selectFrom('consultation_requests').select(['id', 'email']).execute();
      const stored = new Set(rows.map((r) => r.email));
      for (const email of acknowledged) expect(stored.has(email), email).toBe(true);
      // whatever was stored, acknowledged or cut off before its answer, is whole: a row with its photo
      for (const r of rows) expect((await storedPhoto(after.app.db, r.id))?.length, r.email).toBeGreaterThan(0);
      expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
    } finally {
      await after.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
