/**
 * The widgets and their toasts on a partner page with hostile global CSS, in Chromium at phone
 * width, served from its own origin under a strict CSP: `*` rules with !important on colour, font,
 * line height, text fill, word breaking, decoration and cursor, and a 62.5% root font size. Each
 * measurement is taken on the same page without that CSS too, and the two must agree: the toast
 * keeps its contrast and its size, the map's area list its font size, the contact form its text.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
import { partnerCsp } from '../../demo/demo-site';

const HOSTILE = `html { font-size: 62.5%; }
* { color: #0a0 !important; font: 30px serif !important; line-height: 3 !important; -webkit-text-fill-color: #0a0 !important;
    word-break: break-all !important; text-decoration: underline !important; cursor: wait !important; }`;

let browser: Browser;
let server: http.Server;
let pageUrl = '';

/** The partner's page: `?plain` leaves out its hostile CSS. */
function partnerPage(nonce: string, hostile: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Spa</title>${hostile ? `<style nonce="${nonce}">${HOSTILE}</style>` : ''}</head><body>
<p>Our partner clinic</p>
<clinic-contact></clinic-contact>
<clinic-treatment-map></clinic-treatment-map>
<script nonce="${nonce}">window.ClinicWidgets = { testMode: true };</script>
<script async nonce="${nonce}" src="${baseUrl()}/widgets/clinic-widgets.umd.js"></script>
</body></html>`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = http.createServer((req, res) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': partnerCsp(nonce, baseUrl()), 'cache-control': 'no-store' });
    res.end(partnerPage(nonce, !(req.url ?? '').includes('plain')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/spa.html`;
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

interface Seen {
  toast: { color: string; fill: string; background: string; height: number; fontSize: string; decoration: string; cursor: string };
  area: { fontSize: string; color: string; fill: string; wordBreak: string; cursor: string };
  label: { color: string; fill: string; fontSize: string; lineHeight: string; wordBreak: string; cursor: string; decoration: string };
  heading: Buffer;
  pageText: string;
}

/** Opens the page, sends the contact form (test mode: answered at once) and reads what a visitor sees. */
async function visit(page: Page, url: string): Promise<Seen> {
  await page.goto(url);
  const contact = page.locator('clinic-contact');
  await contact.getByLabel('Name').fill('Mia Chen');
  await contact.getByLabel('Email').fill('mia.chen@example.com');
  await contact.getByLabel('Phone', { exact: true }).fill('3055550111');
  await contact.getByLabel('How can we help you?').fill('Is there parking?');
  await page.locator('clinic-treatment-map .clinic-map__area').first().waitFor({ state: 'visible', timeout: 15_000 });
  // the heading, as drawn, before anything moves on the page
  const heading = await contact.locator('.clinic-contact__heading, h2').first().screenshot({ animations: 'disabled' });
  await contact.getByRole('button', { name: 'Submit' }).click();
  const message = page.locator('.notyf__toast .notyf__message').first();
  await message.waitFor({ state: 'visible', timeout: 15_000 });
  const toast = await message.evaluate((el) => {
    const s = getComputedStyle(el);
    let background = 'rgba(0, 0, 0, 0)';
    for (let node: Element | null = el; node && /rgba\(0, 0, 0, 0\)|transparent/.test(background); node = node.parentElement) {
      background = getComputedStyle(node).backgroundColor;
    }
    const card = el.closest('.notyf__toast') as HTMLElement;
    return {
      color: s.color,
      fill: s.webkitTextFillColor,
      background,
      height: card.getBoundingClientRect().height,
      fontSize: s.fontSize,
      decoration: s.textDecorationLine,
      cursor: s.cursor,
    };
  });
  const area = await page.locator('clinic-treatment-map .clinic-map__area').first().evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, color: s.color, fill: s.webkitTextFillColor, wordBreak: s.wordBreak, cursor: s.cursor };
  });
  const label = await contact.locator('label').first().evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, fill: s.webkitTextFillColor, fontSize: s.fontSize, lineHeight: s.lineHeight, wordBreak: s.wordBreak, cursor: s.cursor, decoration: s.textDecorationLine };
  });
  const pageText = await page.locator('p').first().evaluate((el) => getComputedStyle(el).color);
  return { toast, area, label, heading, pageText };
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the widgets under a partner page’s hostile CSS', () => {
  it('keep their toasts’ contrast and size, the map list’s font size and the form’s text as on a plain page', { timeout: 60_000 }, async () => {
    const plain = await openPage(browser, { baseURL: pageUrl, viewport: viewports.phone });
    const hostile = await openPage(browser, { baseURL: pageUrl, viewport: viewports.phone });
    const cspViolations: string[] = [];
    hostile.page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    const calm = await visit(plain.page, `${pageUrl}?plain`);
    const seen = await visit(hostile.page, pageUrl);

    // the hostile CSS is really there: the page's own text takes it
    expect(seen.pageText).toBe('rgb(0, 170, 0)');
    expect(calm.pageText).not.toBe('rgb(0, 170, 0)');

    // the toast: white text on its own colour, painted as such, one line's height at 390 px
    expect(seen.toast).toEqual(calm.toast);
    expect(seen.toast.fill).toBe(seen.toast.color);
    expect(contrast(seen.toast.fill, seen.toast.background)).toBeGreaterThanOrEqual(4.5);
    expect(seen.toast.height).toBeLessThan(120);
    expect(seen.toast.decoration).toBe('none');
    // nothing of notyf's in the page's light DOM: one host element, its shadow root holding the rest
    expect(await hostile.page.evaluate(() => [document.querySelectorAll('.notyf, .notyf-announcer').length, document.querySelectorAll('body > clinic-toasts').length])).toEqual([0, 1]);

    // the map's area list keeps its size under a 62.5% root font size (0.95 of the widget's 16 px)
    expect(seen.area).toEqual(calm.area);
    expect(seen.area.fontSize).toBe('15.2px');

    // the form's text: its colour, fill, size, line height, word breaking and cursor, and no underline drawn through it
    expect(seen.label).toEqual(calm.label);
    expect(seen.label.fill).toBe(seen.label.color);
    expect(seen.label.cursor).not.toBe('wait');
    expect(seen.area.cursor).toBe('pointer');
    expect(seen.label.wordBreak).toBe('normal');
    expect(seen.heading.equals(calm.heading)).toBe(true);

    expect(cspViolations).toEqual([]);
    expect(plain.problems).toEqual([]);
    expect(hostile.problems).toEqual([]);
    await plain.close();
    await hostile.close();
  });
});
