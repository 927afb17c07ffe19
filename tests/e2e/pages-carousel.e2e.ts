/**
 * The Glide carousels exactly as docs/product/behaviour.md and docs/product/limits.md fix them: the testimonials loop forever with a
 * 500 ms slide, no dots, previous/next arrows, 3 per view, 2 at 1024 px or narrower, 1 at 768 px or
 * narrower, reachable by keyboard; Miami's before-and-after shows 3 pictures, 2 per view and 1
 * below 600 px. Every slide is in the server HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './fixtures/browser';
import { clinic } from '../../src/config/clinic';
import { patientTestimonials } from '../../site/content/testimonials';
import { miami } from '../../site/content/miami';
import { uiText } from '../../site/content/ui-text';
import { carouselReady, visibleSlides } from './pages-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const testimonials = '.carousel--three';
const beforeAfter = '.carousel--two';
const names = patientTestimonials.map((t) => t.name);
const activeName = (page: Page) => page.locator(`${testimonials} .glide__slide--active .testimonial__name`).innerText();

/**
 * Waits until the testimonials have finished moving to `position` (1-based): the active slide names
 * its patient and the live status, which changes only once a slide has finished, says so. Glide
 * ignores a move while one is still sliding, so a test presses the next key only after this.
 */
const settledOn = (page: Page, position: number) =>
  page.waitForFunction(
    ([n, status]) =>
      document.querySelector('.carousel--three .glide__slide--active .testimonial__name')?.textContent === n &&
      document.querySelector('.carousel--three .carousel__status')?.textContent === status,
    [names[position - 1], uiText.slideStatus(position, names.length)] as const,
  );

async function openAt(width: number, path: string, carousel: string) {
  const w = await openPage(browser, { viewport: { width, height: 900 } });
  await w.visit(path);
  await w.page.locator(carousel).scrollIntoViewIfNeeded();
  await carouselReady(w.page, carousel);
  return w;
}

describe('testimonial carousel', () => {
  it('has every testimonial in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    for (const t of patientTestimonials) {
      expect(html).toContain(t.name);
      expect(html).toContain(t.age);
    }
  });

  for (const [width, perView] of [
    [1280, 3],
    [1024, 2],
    [800, 2],
    [768, 1],
    [390, 1],
  ] as const) {
    it(`shows ${perView} per view at ${width} px`, async () => {
      const w = await openAt(width, '/', testimonials);
      expect(await visibleSlides(w.page, testimonials)).toBe(perView);
      expect(w.problems).toEqual([]);
      await w.close();
    });
  }

  it('moves with the arrows, loops both ways, slides for 500 ms and has no dots', async () => {
    const w = await openAt(1280, '/', testimonials);
    const root = w.page.locator(testimonials);
    expect(await root.locator('[data-glide-el="controls[nav]"], .glide__bullet, .glide__bullets').count()).toBe(0);
    expect(await activeName(w.page)).toBe(names[0]);

    await root.getByRole('button', { name: uiText.testimonials.next }).click();
    expect(await root.locator('.glide__slides').evaluate((el) => (el as HTMLElement).style.transition)).toContain('500ms');
    await settledOn(w.page, 2);
    await root.getByRole('button', { name: uiText.testimonials.next }).click();
    await settledOn(w.page, 3);
    // endless: after the last comes the first again
    await root.getByRole('button', { name: uiText.testimonials.next }).click();
    await settledOn(w.page, 1);
    // and before the first comes the last
    await root.getByRole('button', { name: uiText.testimonials.previous }).click();
    await settledOn(w.page, 3);
    expect(await root.locator('.carousel__status').innerText()).toBe(uiText.slideStatus(3, 3));
    // the loop's clones are hidden from assistive technology
    const clones = root.locator('.glide__slide--clone');
    expect(await clones.count()).toBeGreaterThan(0);
    expect(await clones.evaluateAll((els) => els.every((el) => el.getAttribute('aria-hidden') === 'true'))).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('is reachable and usable with the keyboard', async () => {
    const w = await openAt(1280, '/', testimonials);
    await w.page.evaluate(() => window.scrollTo(0, 0));
    await w.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let label: string | null = null;
    for (let i = 0; i < 150 && label !== uiText.testimonials.next; i++) {
      await w.page.keyboard.press('Tab');
      label = await w.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    }
    expect(label).toBe(uiText.testimonials.next);
    await w.page.keyboard.press('Enter');
    await settledOn(w.page, 2);
    await w.page.keyboard.press('ArrowRight');
    await settledOn(w.page, 3);
    await w.page.keyboard.press('ArrowLeft');
    await settledOn(w.page, 2);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('Miami before-and-after slider', () => {
  const path = `/${clinic.slug}-miami`;

  it('holds its three pictures in the server HTML', async () => {
    const html = await (await fetch(baseUrl() + path)).text();
    for (const item of miami.beforeAfter.images) expect(html).toContain(item.image);
  });

  for (const [width, perView] of [
    [1280, 2],
    [600, 2],
    [599, 1],
    [390, 1],
  ] as const) {
    it(`shows ${perView} per view at ${width} px`, async () => {
      const w = await openAt(width, path, beforeAfter);
      expect(await w.page.locator(`${beforeAfter} .glide__slide:not(.glide__slide--clone)`).count()).toBe(3);
      expect(await visibleSlides(w.page, beforeAfter)).toBe(perView);
      const first = await w.page.locator(`${beforeAfter} .glide__slide--active img`).getAttribute('src');
      await w.page.locator(beforeAfter).getByRole('button', { name: uiText.beforeAfter.next }).click();
      await w.page.waitForFunction(
        (src) => document.querySelector('.carousel--two .glide__slide--active img')?.getAttribute('src') !== src,
        first,
      );
      expect(w.problems).toEqual([]);
      await w.close();
    });
  }
});
