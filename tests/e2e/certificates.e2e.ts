/**
 * The certificate of attendance end to end, against the built server: staff check a practitioner in
 * (the staff call), her mail arrives with the PDF; the PDF's QR code, read from the rendered page
 * by jsQR, leads to the verification page, which a 390 px phone opens: 'Valid', her name in Cyrillic
 * as she wrote it, the day, never indexed; axe finds nothing serious. Revoked by staff, the
 * same address says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { newStaffAccount, staffApiHeaders, type StaffAccount } from './fixtures/staff-session';
import { solvedProof } from '../server/helpers/proof-of-work';

const root = path.resolve(import.meta.dirname, '../..');
const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const jsQrSource = fs.readFileSync(path.join(root, 'node_modules/jsqr/dist/jsQR.js'), 'utf8');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function axeSerious(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  })) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The PDF attached to the mail to `email` in DATA_DIR/outbox, waiting for the mail sender. */
async function attachedPdfFor(email: string): Promise<Buffer> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!raw.includes(`To: ${email}`)) continue;
      const part = /Content-Type: application\/pdf[^\n]*\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\n]+)/.exec(raw);
      if (part?.[1]) return Buffer.from(part[1].replace(/\s+/g, ''), 'base64');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no certificate mail for ${email} in ${outbox}`);
}

/** What the PDF's QR code says: its first page rendered to PNG, read by jsQR inside Chromium. */
async function qrOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const shot = await parser.getScreenshot({ scale: 2 });
  await parser.destroy();
  const png = Buffer.from(shot.pages[0]!.data).toString('base64');
  const w = await openPage(browser);
  try {
    await w.page.setContent('<canvas></canvas>');
    await w.page.addScriptTag({ content: jsQrSource });
    return await w.page.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const pixels = ctx.getImageData(0, 0, img.width, img.height);
      const read = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR(pixels.data, img.width, img.height);
      return read?.data ?? '';
    }, png);
  } finally {
    await w.close();
  }
}

describe('the certificate of attendance', () => {
  let account: StaffAccount;
  let enrollmentId = 0;
  const email = `anna.${unique()}@example.com`;

  beforeAll(async () => {
    account = await newStaffAccount('certificates');
    const headers = { ...(await staffApiHeaders(account)), 'content-type': 'application/json' };
    const created = await fetch(`${baseUrl()}/api/staff/courses`, { method: 'POST', headers, body: JSON.stringify({ date: '2031-10-11', language: 'en', seats: 4, price: '$2,900' }) });
    expect(created.status).toBe(201);
    const dayId = ((await created.json()) as { day: { id: number } }).day.id;
    const res = await fetch(`${baseUrl()}/api/courses/enroll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ day_id: dayId, first_name: 'Анна', last_name: 'Петрова', email, phone: '(305) 555-0142', profession: 'laser_technician', terms: true, proof_of_work: await solvedProof(baseUrl()) }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    enrollmentId = ((await res.json()) as { enrollment: { id: number } }).enrollment.id;
  });

  it('is mailed on check-in; its QR code opens the verification page at 390 px; revoked, it says so', async () => {
    const headers = { ...(await staffApiHeaders(account)), 'content-type': 'application/json' };
    const checkIn = await fetch(`${baseUrl()}/api/staff/courses/enrollments/${enrollmentId}/check-in`, { method: 'POST', headers, body: JSON.stringify({ status: 'attended' }) });
    expect(checkIn.status).toBe(200);

    const link = await qrOf(await attachedPdfFor(email));
    expect(link).toMatch(/\/certificates\/[0-9A-HJKMNP-TV-Z]{20}$/);
    const target = new URL(link);
    const w = await openPage(browser, { viewport: viewports.phone, contextOptions: { bypassCSP: true } });
    const { page } = w;
    await w.visit(target.pathname);
    expect(await page.locator('h1').textContent()).toBe('Certificate of attendance');
    expect(await page.locator('.certificate-page__status').textContent()).toBe('Valid');
    expect(await page.locator('.certificate-page__facts').textContent()).toContain('Анна Петрова');
    expect(await page.locator('.certificate-page__facts').textContent()).toContain('Saturday, October 11, 2031');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await axeSerious(page)).toEqual([]);

    const code = target.pathname.split('/').pop() ?? '';
    const revoke = await fetch(`${baseUrl()}/api/staff/courses/certificates/${code}/revoke`, { method: 'POST', headers, body: JSON.stringify({ reason: 'Checked in by mistake' }) });
    expect(revoke.status).toBe(200);
    await w.visit(target.pathname);
    expect(await page.locator('.certificate-page__status').textContent()).toBe('Revoked');
    expect(await axeSerious(page)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
