/**
 * The unsubscribe link of a marketing mail, opened in Chromium at 390 px the way a mail program
 * opens its List-Unsubscribe address in a browser: the API's GET sends her on (303) to the page in
 * her browser's language, which unsubscribes nothing by itself; she taps 'Unsubscribe' where it is
 * drawn, reads the server's answer with her focus on it, and her address is unsubscribed in the
 * database. axe finds nothing serious. The token is issued by the server's own code (the one the
 * follow-up invitation uses), written to the e2e server's database as an operator's script would:
 * a real invitation is four months of the clock away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { connectDatabase } from '../../server/db/connect';
import { issueUnsubscribeToken, mailKey } from '../../server/marketing-mail';
import { marketingMailText as textEn } from '../../server/marketing-mail/marketing-mail-text';
import { marketingMailText as textEs } from '../../server/marketing-mail/marketing-mail-text.es';
import { unsubscribeCopy as copyEn } from '../../site/account/unsubscribe-copy';
import { unsubscribeCopy as copyEs } from '../../site/account/unsubscribe-copy.es';
import { dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';

const languages = {
  en: { prefix: '', copy: copyEn, text: textEn, locale: 'en-US' },
  es: { prefix: '/es', copy: copyEs, text: textEs, locale: 'es-US' },
} as const;

const drawnWhereItIs = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });

let browser: Browser;
const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const optedOut = async (email: string) => (await db.selectFrom('marketing_opt_outs').select('email').where('email', '=', mailKey(email)).execute()).length;

describe.each(Object.entries(languages))('the unsubscribe link in %s at 390 px', (lang, words) => {
  it('lands on the page, which changes nothing until she taps Unsubscribe; then the answer has her focus', async () => {
    const email = `unsub-${lang}-${Date.now()}@example.com`;
    const token = await issueUnsubscribeToken(db, email, Date.now());
    const w = await openPage(browser, { viewport: viewports.phone, contextOptions: { locale: words.locale, hasTouch: true } });
    const { page } = w;
    await w.visit(`/api/unsubscribe?token=${token}`);
    expect(new URL(page.url()).pathname).toBe(`${words.prefix}/unsubscribe`);
    expect(new URL(page.url()).searchParams.get('token')).toBe(token);
    await page.getByRole('heading', { level: 1, name: words.copy.heading }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // opening it (a link scanner does) unsubscribed nobody
    expect(await optedOut(email)).toBe(0);
    expect(await axeBlocking(page)).toEqual([]);

    const button = page.getByRole('button', { name: words.copy.button, exact: true });
    await button.scrollIntoViewIfNeeded();
    expect(await drawnWhereItIs(button)).toBe(true);
    await button.tap();
    const answer = page.getByRole('status');
    await expect.poll(() => answer.textContent()).toBe(words.text.unsubscribed);
    expect(await answer.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await optedOut(email)).toBe(1);
    expect(await page.getByRole('link', { name: words.copy.resubscribeLink }).getAttribute('href')).toBe(`${words.prefix}/profile`);
    expect(await axeBlocking(page)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

it('a link that is not ours says so on the page', async () => {
  // Chromium logs the refused call (404), which is the answer this test expects
  const w = await openPage(browser, { viewport: viewports.phone, contextOptions: { hasTouch: true }, ignore: [/status of 404 \(Not Found\)/] });
  await w.visit(`/unsubscribe?token=${'A'.repeat(43)}`);
  await w.page.getByRole('button', { name: copyEn.button, exact: true }).tap();
  await expect.poll(() => w.page.getByRole('alert').textContent()).toBe(textEn.unknownToken);
  expect(w.problems).toEqual([]);
  await w.close();
});
