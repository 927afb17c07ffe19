/**
 * Photo decoding is bounded: a fixed number of decodes run at once, the rest wait briefly and are
 * then turned away with a 503, a Retry-After and a JSON message (nothing stored); a big photo is
 * kept at most 2560 px on its long side. Memory under a burst is measured by `npm run bench`.
 * Nothing here depends on the database, so SQLite alone runs it.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';
import { storedPhoto } from './helpers/photos';

function consultationForm(email: string, photo: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: 'Lucia', last_name: 'Fernandez', email, phone: '3055550188', message: 'Jawline.' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'converted_image.jpg');
  return form;
}

/** Holds one decode slot until released, as a long decode would. */
function holdSlot(t: TestApp): { release: () => void; done: Promise<unknown> } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { release, done: t.app.decodeGate.run(() => held) };
}

describe('photo decoding limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const rowFor = (email: string) => t!.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirst();

  it('turns a photo away with 503, Retry-After and a message when no decode slot frees up in time; stores nothing', async () => {
    t = await startTestApp('sqlite', { decodeGate: { concurrent: 1, maxWaitMs: 200, retryAfterSeconds: 5 } });
    const slot = holdSlot(t);
    const email = uniqueEmail('busy');
    const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm(email, await makeJpeg({ width: 64, height: 64 })));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toEqual({ success: false, message: 'We are receiving many photos right now. Please try again in 5 seconds.' });
    expect(await rowFor(email)).toBeUndefined();
    slot.release();
    await slot.done;
    const again = await t.client().postForm(apiPath('scheduleconversation'), consultationForm(email, await makeJpeg({ width: 64, height: 64 })));
    expect(again.body.success).toBe(true);
    expect(await rowFor(email)).toBeDefined();
  });

  it('lets a photo wait for a busy slot and then serves it', async () => {
    t = await startTestApp('sqlite', { decodeGate: { concurrent: 1, maxWaitMs: 30_000 } });
    const slot = holdSlot(t);
    const email = uniqueEmail('queued');
    const pending = t.client().postForm(apiPath('scheduleconversation'), consultationForm(email, await makeJpeg({ width: 64, height: 64 })));
    await vi.waitFor(() => expect(t!.app.decodeGate.load).toEqual({ running: 1, waiting: 1 }), { timeout: 20_000, interval: 20 });
    expect(await rowFor(email)).toBeUndefined();
    slot.release();
    expect((await pending).body.success).toBe(true);
    expect(t.app.decodeGate.load).toEqual({ running: 0, waiting: 0 });
    expect(await rowFor(email)).toBeDefined();
  });

  it('runs no more decodes at once than its slots, however many photos arrive together', async () => {
    t = await startTestApp('sqlite', { decodeGate: { concurrent: 2, maxWaitMs: 30_000 } });
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 12 }, () => t!.app.decodeGate.run(work)));
    expect(most).toBe(2);
  });

  it('keeps a big photo at most 2560 px on its long side', async () => {
    t = await startTestApp('sqlite');
    const email = uniqueEmail('big');
    const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm(email, await makeJpeg({ width: 3600, height: 2400 })));
    expect(res.body.success).toBe(true);
    const row = await rowFor(email);
    const meta = await sharp(await storedPhoto(t.app.db, row!.id)).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 1707]);
  });
});
