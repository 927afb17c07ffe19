/**
 * Home's treatment map shows each hotspot's popup on hover and hides it on leave (docs/product/behaviour.md), on a
 * phone offers the areas as a list of thumb-sized targets that open the same popups, and the map
 * facade loads the maps frame only when the visitor asks for it (docs/architecture.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, viewports } from './fixtures/browser';
import { clinic } from '../../src/config/clinic';
import { hotspots } from '../../src/treatment-map/hotspots';
import { home } from '../../site/content/home';
import { home as spanishHome } from '../../site/content/home.es';
import { locations } from '../../site/content/locations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('treatment map on Home', () => {
  it.each([
    ['/', home, 'hover'],
    ['/es', spanishHome, 'hover'],
    ['/', home, 'touch'],
    ['/es', spanishHome, 'touch'],
  ] as const)('%s: its caption says how to preview an area on a screen with %s', async (path, words, input) => {
    const touch = input === 'touch';
    const w = await openPage(browser, { viewport: touch ? viewports.phone : viewports.desktop, contextOptions: touch ? { hasTouch: true, isMobile: true } : {} });
    await w.visit(path);
    expect(await w.page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(touch);
    expect(await w.page.locator('.map-caption').innerText()).toBe(`${words.treatmentAreas.hint[input]} ${words.treatmentAreas.caption}`);
    expect(w.problems).toEqual([]);
    await w.close();
  });


  it('sits under its heading with the caption, and shows each popup on hover only', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/');
    const section = w.page.locator('section', { has: w.page.getByRole('heading', { name: home.treatmentAreas.title }) });
    await section.scrollIntoViewIfNeeded();
    expect(await section.locator('.map-caption').innerText()).toBe(`${home.treatmentAreas.hint.hover} ${home.treatmentAreas.caption}`);
    const spots = section.locator('[data-hotspot]');
    expect(await spots.count()).toBe(9);
    // a wide map needs no list of areas: the hotspots are the targets
    expect(await section.locator('.clinic-map__areas').isVisible()).toBe(false);
    for (const spot of hotspots) {
      await w.page.mouse.move(0, 0);
      expect(await section.locator('.clinic-map__popup').count(), spot.id).toBe(0);
      await section.locator(`[data-hotspot="${spot.id}"]`).hover();
      const popup = section.locator(`.clinic-map__popup[data-popup="${spot.id}"]`);
      await popup.waitFor();
      expect(await popup.getAttribute('src')).toBe(spot.hoverImage);
      expect(await popup.isVisible()).toBe(true);
    }
    await w.page.mouse.move(0, 0);
    await section.locator('.clinic-map__popup').waitFor({ state: 'detached' });
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('opens a treatment page from a hotspot without reloading', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/');
    const spot = hotspots.find((h) => h.path === '/treatments/neck') ?? hotspots[0];
    if (!spot) throw new Error('no hotspots');
    await w.page.evaluate(() => Object.assign(window, { stillHere: true }));
    await w.page.locator(`[data-hotspot="${spot.id}"]`).click();
    await w.page.waitForURL(`**${spot.path}`);
    expect(await w.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('treatment map on a phone', () => {
  it('lists the nine areas as targets of at least 24×24 px with legible labels, each tap opening its popup and a link to its page', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    await w.page.goto('/');
    await w.page.waitForSelector('html[data-hydrated="true"]');
    const section = w.page.locator('section', { has: w.page.getByRole('heading', { name: home.treatmentAreas.title }) });
    // the polygons are marks only on a map this narrow: no taps, not in the tab order
    const marks = await section.locator('[data-hotspot]').evaluateAll((links) =>
      links.map((a) => getComputedStyle(a).visibility + '/' + getComputedStyle(a.querySelector('polygon')!).pointerEvents),
    );
    expect(marks).toEqual(hotspots.map(() => 'hidden/none'));
    for (const spot of hotspots) {
      const area = section.getByRole('button', { name: spot.label, exact: true });
      await area.scrollIntoViewIfNeeded();
      const box = await area.boundingBox();
      expect(box!.width, spot.id).toBeGreaterThanOrEqual(24);
      expect(box!.height, spot.id).toBeGreaterThanOrEqual(24);
      expect(await area.evaluate((b) => parseFloat(getComputedStyle(b).fontSize)), spot.id).toBeGreaterThanOrEqual(14);
      await area.click();
      expect(await area.getAttribute('aria-expanded')).toBe('true');
      const popup = section.locator(`.clinic-map__popup[data-popup="${spot.id}"]`);
      await popup.waitFor();
      expect(await popup.getAttribute('src')).toBe(spot.hoverImage);
      // legible: the popup is drawn at 260 map units with 17-unit titles, so it needs about 260 px
      expect((await popup.boundingBox())!.width, spot.id).toBeGreaterThanOrEqual(260);
      const pageLink = section.getByRole('link', { name: `See the ${spot.pageName} page` });
      expect(await pageLink.isVisible()).toBe(true);
      expect(await pageLink.getAttribute('href')).toBe(spot.path);
    }
    const neck = hotspots.find((h) => h.id === 'neck')!;
    await section.getByRole('button', { name: neck.label, exact: true }).click();
    await w.page.evaluate(() => Object.assign(window, { stillHere: true }));
    await section.getByRole('link', { name: `See the ${neck.pageName} page` }).click();
    await w.page.waitForURL(`**${neck.path}`);
    expect(await w.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('map facade', () => {
  for (const path of ['/locations', `/${clinic.slug}-florida`]) {
    it(`on ${path} shows the project's picture and address, and loads the maps frame only when asked`, async () => {
      const w = await openPage(browser, { viewport: viewports.phone });
      const mapsRequests: string[] = [];
      w.page.on('request', (r) => {
        if (/google\./.test(r.url())) mapsRequests.push(r.url());
      });
      await w.visit(path);
      const facade = w.page.locator('.map-facade');
      expect(await facade.locator('img').getAttribute('src')).toBe('/images/map/clinic-map.svg');
      expect(await facade.innerText()).toContain(clinic.address.street);
      const open = facade.getByRole('link', { name: new RegExp(locations.map.openLabel) });
      expect(await open.getAttribute('href')).toBe(clinic.mapsUrl);
      expect(await open.getAttribute('target')).toBe('_blank');
      expect(await facade.locator('iframe').count()).toBe(0);
      expect(mapsRequests).toEqual([]);

      await facade.getByRole('button', { name: locations.map.loadLabel }).click();
      const frame = facade.locator('iframe');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe(clinic.mapsEmbedUrl);
      await w.page.waitForTimeout(300);
      expect(mapsRequests.some((u) => u.startsWith('https://www.google.com/maps'))).toBe(true);
      await w.close();
    });
  }
});
