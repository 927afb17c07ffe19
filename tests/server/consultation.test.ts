/**
 * POST /api/endolift-scheduleconversation (multipart): docs/product/validation.md messages, the photo really a
 * JPEG, re-encoded without EXIF/GPS under a name the server chooses in DATA_DIR/uploads, and every
 * hostile upload answered with clear JSON and nothing stored.
 */
import { storedPhoto } from './helpers/photos';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { hasGpsExif, makeJpeg, makeNoiseJpeg, makePixelFloodJpeg, makePng, makeTruncatedJpeg } from './helpers/images';
import { readOutbox } from './helpers/outbox';
import { uniqueEmail } from './helpers/accounts';

const RECEIVED = { success: true, message: 'Thank you! Your consultation request has been received. We will contact you shortly.' };
const FIX = 'Please correct the highlighted fields.';

function consultationForm(fields: Record<string, string> = {}, image?: { bytes: Buffer; name?: string; type?: string }): FormData {
  const form = new FormData();
  const all = {
    first_name: 'Lucia',
    last_name: 'Fernandez',
    email: uniqueEmail('consult'),
    phone: '(305) 555-0188',
    message: 'I would like to treat my jawline.',
    form_page_name: 'https://clinic.example/consultation',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/jpeg' }), image.name ?? 'converted_image.jpg');
  return form;
}

describe.each(dialects)('consultation booking (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { ALLOWED_ORIGINS: '*' } });
    jpeg = await makeJpeg();
  });
  afterAll(async () => {
    await t?.close();
  });

  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  const uploadFiles = () => fs.readdirSync(uploadsDir()).sort();
  const rowFor = (email: string) => t.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirst();

  it('refuses a form stamp past its maximum age with a message asking to reload, and stores nothing', async () => {
    const { issueStamp, MAX_STAMP_AGE_MS } = await import('../../server/leads/form-stamp');
    const email = uniqueEmail('stale');
    const form = consultationForm({ email, form_stamp: issueStamp(t.app.formStampSecret, Date.now() - MAX_STAMP_AGE_MS - 1_000) }, { bytes: jpeg });
    const message = 'This form has been open too long. Please reload the page and send it again.';
    expect((await t.client().postForm(apiPath('scheduleconversation'), form)).body).toEqual({ success: false, message, errors: { form: message } });
    expect(await rowFor(email)).toBeUndefined();
  });

  it('stores the request and its photo, and queues a notice without the photo or patient details', async () => {
    const form = consultationForm({ email: 'Lucia.F@Example.com' }, { bytes: jpeg });
    const res = await t.client().postForm(apiPath('scheduleconversation'), form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(RECEIVED);
    const row = await rowFor('lucia.f@example.com');
    expect(row).toMatchObject({
      first_name: 'Lucia',
      last_name: 'Fernandez',
      phone: '3055550188',
      message: 'I would like to treat my jawline.',
      form_page_name: 'https://clinic.example/consultation',
      status: 'new',
    });
    // the photo is in the database with its request; nothing is written to disk
    expect(row?.image_file).toBe('');
    const stored = await storedPhoto(t.app.db, row!.id);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(uploadFiles()).toEqual([]);

    await t.app.mailer.flush();
    const notice = readOutbox(t.dataDir).find((m) => m.subject === `New consultation request #${row!.id}`);
    expect(notice?.text).toContain('from Lucia.');
    for (const secret of ['Fernandez', 'lucia.f@example.com', '3055550188', 'jawline']) expect(notice?.text).not.toContain(secret);
    expect(notice?.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(notice?.raw.length).toBeLessThan(4000);
  });

  it("stores a phone typed as '+1 (305) 555-0111' as its ten digits", async () => {
    const email = uniqueEmail('phone');
    const form = consultationForm({ email, phone: '+1 (305) 555-0111' }, { bytes: jpeg });
    expect((await t.client().postForm(apiPath('scheduleconversation'), form)).body).toEqual(RECEIVED);
    expect((await rowFor(email))?.phone).toBe('3055550111');
  });

  it('strips EXIF and GPS from the stored photo', async () => {
    const withGps = await makeJpeg({ gps: true });
    expect(hasGpsExif(withGps)).toBe(true);
    const email = uniqueEmail('gps');
    expect((await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, { bytes: withGps }))).body).toEqual(RECEIVED);
    const stored = (await storedPhoto(t.app.db, (await rowFor(email))!.id))!;
    expect(hasGpsExif(stored)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('turns the photo upright from its EXIF orientation', async () => {
    const sideways = await makeJpeg({ width: 300, height: 100, orientation: 6 });
    const email = uniqueEmail('rotate');
    await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, { bytes: sideways }));
    const stored = (await storedPhoto(t.app.db, (await rowFor(email))!.id))!;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 300, undefined]);
  });

  it('answers each missing or whitespace-only field with SPEC’s message, including the image', async () => {
    const form = consultationForm({ first_name: '  ', last_name: '', email: ' ', phone: '', message: ' \n ' });
    const res = await t.client().postForm(apiPath('scheduleconversation'), form);
    expect(res.body).toEqual({
      success: false,
      message: FIX,
      errors: {
        first_name: 'Name is required',
        last_name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone is required',
        message: 'Message is required',
        image: 'Image is required',
      },
    });
  });

  it('refuses what is not a JPEG with "Only image files are allowed." and stores nothing', async () => {
    const before = uploadFiles();
    const cases = [
      { bytes: await makePng(), name: 'photo.jpg', type: 'image/jpeg' },
      { bytes: Buffer.from('%PDF-1.4 not a photo'), name: 'scan.jpg' },
      { bytes: await makeTruncatedJpeg(), name: 'cut.jpg' },
      { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), name: 'header-only.jpg' },
    ];
    for (const image of cases) {
      const email = uniqueEmail('bad');
      const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, image));
      expect(res.body, image.name).toEqual({ success: false, message: FIX, errors: { image: 'Only image files are allowed.' } });
      expect(await rowFor(email)).toBeUndefined();
    }
    expect(uploadFiles()).toEqual(before);
  });

  it('refuses a pixel flood from its header, before decoding it', async () => {
    const email = uniqueEmail('flood');
    const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, { bytes: await makePixelFloodJpeg() }));
    // this message comes only from the header check; a decode attempt would answer 'Only image files are allowed.'
    expect(res.body).toEqual({ success: false, message: FIX, errors: { image: 'This photo is too large. Please choose one under 40 megapixels.' } });
    expect(await rowFor(email)).toBeUndefined();
  });

  it('answers a 17 MB photo with 413 JSON and stores nothing', async () => {
    const before = uploadFiles();
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(17 * 1024 * 1024, 7)]);
    const email = uniqueEmail('big');
    const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, { bytes: big }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The photo is larger than 16 MB. Please choose a smaller one.' });
    expect(await rowFor(email)).toBeUndefined();
    expect(uploadFiles()).toEqual(before);
  });

  it('accepts a photo of about 1 MB', async () => {
    const email = uniqueEmail('mb');
    const photo = await makeNoiseJpeg(1_000_000);
    expect(photo.length).toBeGreaterThan(700_000);
    expect((await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, { bytes: photo }))).body).toEqual(RECEIVED);
    expect(await rowFor(email)).toBeDefined();
  });

  it('ignores a path-traversal file name: the photo goes into the database, no file is written anywhere', async () => {
    const email = uniqueEmail('traversal');
    const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email }, { bytes: jpeg, name: '../../../../tmp/evil.jpg' }));
    expect(res.body).toEqual(RECEIVED);
    const row = await rowFor(email);
    expect(row?.image_file).toBe('');
    expect(await storedPhoto(t.app.db, row!.id)).toBeDefined();
    expect(fs.existsSync(path.join(t.dataDir, 'evil.jpg'))).toBe(false);
    expect(fs.existsSync('/tmp/evil.jpg')).toBe(false);
    expect(uploadFiles()).toEqual([]);
  });

  it('stores quotes, emoji and markup intact, and refuses 10,000-character fields', async () => {
    const email = uniqueEmail('text');
    const message = `<b>bold</b> '); DELETE FROM consultation_requests;-- "quoted" 😀`;
    const ok = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email, first_name: 'Zoë 😀', message }, { bytes: jpeg }));
    expect(ok.body).toEqual(RECEIVED);
    expect(await rowFor(email)).toMatchObject({ first_name: 'Zoë 😀', message });
    const long = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ message: 'x'.repeat(10_000), last_name: 'y'.repeat(10_000) }, { bytes: jpeg }));
    expect(long.body).toEqual({
      success: false,
      message: FIX,
      errors: { last_name: 'Please keep this under 100 characters.', message: 'Please keep this under 5000 characters.' },
    });
  });

  it('refuses a second file and JSON bodies with clear JSON', async () => {
    const form = consultationForm({}, { bytes: jpeg });
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'second.jpg');
    const two = await t.client().postForm(apiPath('scheduleconversation'), form);
    expect(two.status).toBe(413);
    expect(two.body).toEqual({ success: false, message: 'Please send one photo only.' });
    const json = await t.client().post(apiPath('scheduleconversation'), { first_name: 'Lucia' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ success: false, message: 'Please send the form as multipart/form-data.' });
  });

  it('drops a bot quietly: the normal answer, no row, no file', async () => {
    const before = uploadFiles();
    const email = uniqueEmail('bot');
    const res = await t.client().postForm(apiPath('scheduleconversation'), consultationForm({ email, website: 'spam' }, { bytes: jpeg }));
    expect(res.body).toEqual(RECEIVED);
    expect(await rowFor(email)).toBeUndefined();
    expect(uploadFiles()).toEqual(before);
  });

  it('accepts calls from any partner origin when ALLOWED_ORIGINS is *, echoing it', async () => {
    const res = await t.client({ origin: 'https://any-partner.example' }).postForm(apiPath('scheduleconversation'), consultationForm({}, { bytes: jpeg }));
    expect(res.body).toEqual(RECEIVED);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://any-partner.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('never serves the photos over HTTP', async () => {
    const [file] = uploadFiles().filter((f) => f.endsWith('.jpg'));
    for (const p of [`/uploads/${file}`, `/data/uploads/${file}`, `/api/uploads/${file}`]) {
      const res = await t.client().get(p);
      expect(res.status, p).toBe(404);
    }
  });
});
