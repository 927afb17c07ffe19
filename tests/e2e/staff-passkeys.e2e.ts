/**
 * Staff passkeys in Chromium with the DevTools virtual authenticator (CDP `WebAuthn`): set up at the
 * second-factor step, signing in with it, and a removed one refused. Browsers refuse WebAuthn on an
 * IP address, so this file starts a compiled server of its own (fixtures/compiled-server.ts) with
 * SITE_URL=http://localhost:PORT (the passkeys' relying party is SITE_URL's hostname) and visits
 * it there; the run's shared server stays on 127.0.0.1. At phone width, with axe on the set-up and
 * on her passkeys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { startCompiledServer, type CompiledServer } from './fixtures/compiled-server';
import { setPasswordLink, STAFF_PASSWORD, staffCliOn } from './fixtures/staff-session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let server: CompiledServer;
let browser: Browser;
beforeAll(async () => {
  server = await startCompiledServer({ hostname: 'localhost' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** Taps a control where it is drawn, after checking that the point is the control's (nothing over it). */
async function tap(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const drawnThere = await control.evaluate((el, [px, py]) => {
    const top = document.elementFromPoint(px!, py!);
    return top !== null && (top === el || el.contains(top));
  }, [x, y]);
  expect(drawnThere).toBe(true);
  await page.mouse.click(x, y);
}

/** A platform authenticator with a fingerprint that always matches: a phone's or laptop's. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return authenticatorId;
}

async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/staff/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/staff/second-factor');
}

async function signOut(w: WatchedPage): Promise<void> {
  await w.visit('/staff');
  await tap(w.page, w.page.getByRole('button', { name: 'Sign out' }));
  await w.page.waitForURL((url) => url.pathname === '/staff/signin');
  await w.settled();
}

describe('staff passkeys in Chromium (virtual authenticator, http://localhost)', () => {
  it('sets one up at the second factor, signs in with it, and a removed one no longer signs in', async () => {
    expect(new URL(server.baseUrl).hostname).toBe('localhost');
    const email = `passkey.${unique()}@example.com`;
    const link = setPasswordLink(await staffCliOn(server, 'add', email));
    expect(link?.startsWith(`${server.baseUrl}/staff/set-password?token=`)).toBe(true);

    // her sign-ins with a passkey the browser refuses, and the server's refusal, are answers the page shows
    const w = await openPage(browser, { viewport: viewports.phone, baseURL: server.baseUrl, ignore: [/status of 401 \(Unauthorized\)/] });
    const { page } = w;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const phone = await addAuthenticator(cdp);

    // her password, through the printed link
    await page.goto(link!);
    await w.settled();
    await page.getByLabel('New password').fill(STAFF_PASSWORD);
    await page.getByLabel('Confirm password').fill(STAFF_PASSWORD);
    await tap(page, page.getByRole('button', { name: 'Set password' }));

    // the set-up offers a passkey first; she takes it
    await signInWithPassword(page, email);
    await page.getByRole('heading', { name: 'Easiest: a passkey' }).waitFor();
    await w.settled();
    expect(await axeBlocking(page)).toEqual([]);
    await tap(page, page.getByRole('button', { name: 'Use a passkey' }));
    await page.waitForURL((url) => url.pathname === '/staff');
    await w.settled();
    expect((await page.request.get('/api/staff/leads')).status()).toBe(200);
    const [made] = await credentialsOf(cdp, phone);
    expect(made).toMatchObject({ rpId: 'localhost' });
    expect(await credentialsOf(cdp, phone)).toHaveLength(1);

    // the next sign-in: the password, then the passkey
    await signOut(w);
    await signInWithPassword(page, email);
    await page.getByRole('heading', { name: 'Finish signing in' }).waitFor();
    await tap(page, page.getByRole('button', { name: 'Use a passkey' }));
    await page.waitForURL((url) => url.pathname === '/staff');
    expect((await page.request.get('/api/staff/leads')).status()).toBe(200);
    expect((await credentialsOf(cdp, phone))[0]!.signCount).toBeGreaterThan(made!.signCount);

    // her passkeys: a second one from another device, so the first is not her only second factor
    await w.visit('/staff/second-factor');
    await page.getByRole('heading', { name: 'Your passkeys' }).waitFor();
    await page.getByText('Passkey 1', { exact: true }).waitFor();
    expect(await axeBlocking(page)).toEqual([]);
    const [kept] = await credentialsOf(cdp, phone);
    // one authenticator at a time: the phone would answer (refuse) the request for a second passkey too
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: phone });
    const laptop = await addAuthenticator(cdp);
    await tap(page, page.getByRole('button', { name: 'Add a passkey' }));
    await waitForToast(page, 'Your passkey is added: you can use it to sign in.');
    await page.getByText('Passkey 2', { exact: true }).waitFor();
    expect(await credentialsOf(cdp, laptop)).toHaveLength(1);
    expect(await axeBlocking(page)).toEqual([]);

    // the first one removed; the laptop put away, the phone back (it still holds its passkey)
    await tap(page, page.getByRole('button', { name: 'Remove passkey 1' }));
    await waitForToast(page, 'The passkey is removed: it can no longer sign in.');
    await page.getByText('Passkey 2', { exact: true }).waitFor({ state: 'detached' });
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
    const phoneAgain = await addAuthenticator(cdp);
    await cdp.send('WebAuthn.addCredential', { authenticatorId: phoneAgain, credential: kept! });
    expect((await credentialsOf(cdp, phoneAgain)).map((c) => c.credentialId)).toEqual([kept!.credentialId]);

    await signOut(w);
    await signInWithPassword(page, email);
    await page.getByRole('heading', { name: 'Finish signing in' }).waitFor();
    // the browser offers only her registered passkeys: the phone's is not among them
    await tap(page, page.getByRole('button', { name: 'Use a passkey' }));
    await waitForToast(page, 'The passkey was not used (cancelled, or it took too long). Please try again.');
    expect(page.url()).toBe(`${server.baseUrl}/staff/second-factor`);
    expect((await page.request.get('/api/staff/leads')).status()).toBe(403);

    // a browser that offers it anyway (here: the server's options rewritten to ask for it) is refused by the server
    await page.route('**/api/staff/second-factor/passkey/sign-in-options', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { options: { allowCredentials?: { id: string; type: string }[] } };
      body.options.allowCredentials = [{ id: Buffer.from(kept!.credentialId, 'base64').toString('base64url'), type: 'public-key' }];
      await route.fulfill({ response, json: body });
    });
    await tap(page, page.getByRole('button', { name: 'Use a passkey' }));
    await waitForToast(page, 'That passkey is not registered for your account (it may have been removed). Please use another passkey or a code from your authenticator app.');
    expect((await credentialsOf(cdp, phoneAgain))[0]!.signCount).toBeGreaterThan(kept!.signCount);
    expect(page.url()).toBe(`${server.baseUrl}/staff/second-factor`);
    expect((await page.request.get('/api/staff/leads')).status()).toBe(403);

    expect(w.problems).toEqual([]);
    await w.close();
  });
});
