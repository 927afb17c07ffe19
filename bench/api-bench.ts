/**
 * API throughput over loopback with autocannon, in one run: a bare Fastify route (the ceiling of
 * this machine and Node), then the contact call and the consultation call with a ~1 MB JPEG on the
 * real server. Reports requests per second, p99 latency and errors for each, the ratio to the bare
 * route, and checks afterwards that every acknowledged request is in the database. Budgets: zero
 * errors, nothing acknowledged and lost. Then the photo bursts (bench/photo-burst.ts): the memory
 * bursts of big photos cost the server. BENCH_DATABASE_URL runs it on PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { relaxedRateLimits } from '../server/plugins/rate-limit';
import { apiPath } from '../src/config/clinic';
import { atMost, type Verdict } from './budgets';
import { runPhotoBurst } from './photo-burst';

interface Measured {
  rps: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
  acknowledged: number;
}

export interface ApiBenchOptions {
  durationSec?: number;
  connections?: number;
  uploadConnections?: number;
  databaseUrl?: string;
}

async function fire(opts: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ ...opts, timeout: 30 });
  return {
    rps: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    acknowledged: result['2xx'],
  };
}

async function photoOfAboutOneMegabyte(): Promise<Buffer> {
  const side = 950;
  const noise = crypto.randomBytes(side * side * 3);
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

function multipartBody(fields: Record<string, string>, photo: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="converted_image.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`));
  parts.push(photo, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function runApiBench(opts: ApiBenchOptions = {}): Promise<Record<string, unknown>> {
  const duration = opts.durationSec ?? Number(process.env.BENCH_API_SECONDS ?? 8);
  const connections = opts.connections ?? 10;
  const uploadConnections = opts.uploadConnections ?? 4;
  const databaseUrl = opts.databaseUrl ?? process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-api-bench-'));
  const runId = crypto.randomBytes(4).toString('hex');

  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ success: true, message: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config, { site: false, logger: false, limits: relaxedRateLimits });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  app.config.siteUrl = appUrl;

  try {
    const contactEmail = `bench.contact.${runId}@example.com`;
    const consultEmail = `bench.consult.${runId}@example.com`;
    const contactBody = JSON.stringify({ name: 'Bench Visitor', email: contactEmail, phone: '3055550100', message: 'Measuring the contact form.' });
    const photo = await photoOfAboutOneMegabyte();
    const form = multipartBody(
      { first_name: 'Bench', last_name: 'Visitor', email: consultEmail, phone: '3055550100', message: 'Measuring the consultation form.', form_page_name: `${appUrl}/consultation` },
      photo,
    );

    // Bare route: JSON in, JSON out, nothing else: what this machine and Node allow at all.
    const bareResult = await fire({ url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body: contactBody, connections, duration });
    const contact = await fire({ url: appUrl + apiPath('contactus'), method: 'POST', headers: { 'content-type': 'application/json' }, body: contactBody, connections, duration });
    const consultation = await fire({
      url: appUrl + apiPath('scheduleconversation'),
      method: 'POST',
      headers: { 'content-type': form.contentType },
      body: form.body,
      connections: uploadConnections,
      duration,
    });

    const count = async (table: 'contact_messages' | 'consultation_requests', email: string) =>
      Number(
        (await app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', email).executeTakeFirstOrThrow()).n,
      );
    const contactStored = await count('contact_messages', contactEmail);
    const consultStored = await count('consultation_requests', consultEmail);
    const photos = Number(
      (
        await app.db
          .selectFrom('consultation_photos')
          .innerJoin('consultation_requests', 'consultation_requests.id', 'consultation_photos.request_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('consultation_requests.email', '=', consultEmail)
          .executeTakeFirstOrThrow()
      ).n,
    );
    // "lost" is what the server acknowledged with a 2xx but did not keep; rows stored for requests
    // cut off at the end of the run (answered after autocannon stopped listening) are not lost.
    const lostContacts = Math.max(0, contact.acknowledged - contactStored);
    const lostConsultations = Math.max(0, consultation.acknowledged - Math.min(consultStored, photos));

    const verdicts: { budget: string; value: number; limit: number; verdict: Verdict }[] = [
      { budget: 'API contact: zero errors', value: contact.errors + contact.non2xx, limit: 0, verdict: atMost(contact.errors + contact.non2xx, 0) },
      { budget: 'API contact: every acknowledged request stored', value: lostContacts, limit: 0, verdict: atMost(lostContacts, 0) },
      {
        budget: 'API consultation (1 MB JPEG): zero errors',
        value: consultation.errors + consultation.non2xx,
        limit: 0,
        verdict: atMost(consultation.errors + consultation.non2xx, 0),
      },
      { budget: 'API consultation: every acknowledged request stored with its photo', value: lostConsultations, limit: 0, verdict: atMost(lostConsultations, 0) },
    ];

    // in a process of its own, after this server is done, so only the burst's memory is measured
    const photoBurst = await runPhotoBurst({ databaseUrl });
    verdicts.push(...(photoBurst.budgets as typeof verdicts));

    return {
      photo_burst: photoBurst,
      dialect: app.dbDialect,
      duration_s: duration,
      connections: { json: connections, upload: uploadConnections },
      bare_fastify: bareResult,
      contact: { ...contact, stored: contactStored, lost: lostContacts, share_of_bare: +(contact.rps / Math.max(1, bareResult.rps)).toFixed(3) },
      consultation: {
        ...consultation,
        photo_bytes: photo.length,
        stored: consultStored,
        photos_stored: photos,
        lost: lostConsultations,
        share_of_bare: +(consultation.rps / Math.max(1, bareResult.rps)).toFixed(4),
      },
      budgets: verdicts,
    };
  } finally {
    await app.close();
    await bare.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(JSON.stringify(await runApiBench(), null, 2));
}
