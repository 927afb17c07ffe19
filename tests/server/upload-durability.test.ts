/**
 * Photos and their rows stay consistent through failures and restarts: an acknowledged request is
 * still there after a restart; a transaction that fails leaves no file; temporary and orphaned
 * files of an interrupted upload are swept at start, while young ones (another process may be
 * finishing them) are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { storeConsultationRequest, type ConsultationFields } from '../../server/services/lead-intake';
import { runHousekeeping } from '../../server/services/housekeeping';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';

const hour = 3_600_000;

function age(file: string, ms: number): void {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
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

  it('keeps an acknowledged request, row and photo, across a restart; sweeps stale leftovers at start', async () => {
    const email = uniqueEmail('durable');
    const form = new FormData();
    for (const [k, v] of Object.entries({ first_name: 'Rosa', last_name: 'Diaz', email, phone: '3055550111', message: 'Neck' })) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    expect((await t.client().postForm(apiPath('scheduleconversation'), form)).body.success).toBe(true);

    const staleTemp = path.join(uploads(), `.tmp-${'a'.repeat(32)}.jpg`);
    const youngTemp = path.join(uploads(), `.tmp-${'b'.repeat(32)}.jpg`);
    const staleOrphan = path.join(uploads(), `${'c'.repeat(32)}.jpg`);
    for (const f of [staleTemp, youngTemp, staleOrphan]) fs.writeFileSync(f, 'partial');
    age(staleTemp, hour);
    age(staleOrphan, hour);

    t = await t.restart();
    const restarted = t;
    {
      const row = await restarted.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(fs.existsSync(path.join(uploads(), row.image_file))).toBe(true);
      expect(fs.existsSync(staleTemp)).toBe(false);
      expect(fs.existsSync(staleOrphan)).toBe(false);
      expect(fs.existsSync(youngTemp)).toBe(true);
      // the young one is swept once it is old enough
      age(youngTemp, hour);
      const report = await runHousekeeping(restarted.app.db, restarted.app.uploads);
      expect(report.strayFiles).toEqual([path.basename(youngTemp)]);
      expect(fs.existsSync(path.join(uploads(), row.image_file))).toBe(true);
    }
  });

  it('leaves no file behind when the row cannot be written', async () => {
    const before = fs.readdirSync(uploads()).sort();
    const broken = { first_name: null, last_name: 'X', email: 'x@example.com', phone: '3055550111', message: 'm', form_page_name: '' } as unknown as ConsultationFields;
    await expect(storeConsultationRequest(t.app.db, t.app.uploads, { to: 'desk@example.com', siteUrl: t.baseUrl }, broken, jpeg)).rejects.toThrow();
    expect(fs.readdirSync(uploads()).sort()).toEqual(before);
    const rows = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', 'x@example.com').execute();
    expect(rows).toEqual([]);
  });

  it('gives every stored row its file, and every file its row, after concurrent uploads', async () => {
    const sends = Array.from({ length: 8 }, (_, i) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ first_name: `P${i}`, last_name: 'Q', email: uniqueEmail('many'), phone: '3055550111', message: 'm' })) form.append(k, v);
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'p.jpg');
      return t.client().postForm(apiPath('scheduleconversation'), form);
    });
    for (const res of await Promise.all(sends)) expect(res.body.success).toBe(true);
    const rows = await t.app.db.selectFrom('consultation_requests').select('image_file').execute();
    const files = fs.readdirSync(uploads()).filter((f) => !f.startsWith('.tmp-'));
    expect(files.sort()).toEqual(rows.map((r) => r.image_file).sort());
  });
});
