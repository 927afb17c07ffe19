/**
 * Each screen of docs/product/screens.md carries its sections in order with the copy of the content modules:
 * Home's eight sections, the treatments overview and the eight treatment pages (checklists, extra
 * blocks, lower face's structure, quick facts, phone CTA), Trainings, Team, Locations, Miami,
 * Florida and the consultation page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { clinic } from '../../src/config/clinic';
import { treatmentAreas } from '../../src/config/treatment-areas';
import { consultationTypes } from '../../src/content/consultation-types';
import { banners } from '../../site/content/banners';
import { florida } from '../../site/content/florida';
import { home } from '../../site/content/home';
import { miami } from '../../site/content/miami';
import { team } from '../../site/content/team';
import { trainings } from '../../site/content/trainings';
import { treatmentsPage } from '../../site/content/treatments';
import { treatmentPages } from '../../site/content/treatment-pages/index';
import { uiText } from '../../site/content/ui-text';

let browser: Browser;
let w: WatchedPage;
beforeAll(async () => {
  browser = await launchBrowser();
  w = await openPage(browser, { viewport: viewports.desktop });
});
afterAll(async () => {
  expect(w.problems).toEqual([]);
  await w.close();
  await browser?.close();
});

async function visit(path: string): Promise<Page> {
  await w.visit(path);
  return w.page;
}

/** The h2 headings of main, in document order. */
const sectionTitles = (page: Page) => page.locator('main h2').allInnerTexts();

/** The section headed by `title`. */
const sectionOf = (page: Page, title: string) => page.locator('main section', { has: page.locator(`h2:text-is("${title}")`) }).last();

describe('Home', () => {
  it('has its sections in the order of docs/product/screens.md with their exact headings', async () => {
    const page = await visit('/');
    const titles = await sectionTitles(page);
    // The headings of docs/product/screens.md, verbatim.
    const order: string[] = [
      'Why Choose Endolift?',
      'Explore Treatment Areas',
      'Real Results from Real Patients',
      'How Endolift Works',
      'Frequently Asked Questions',
      'Ready to Transform Your Skin?',
    ];
    expect(titles.filter((t) => order.includes(t))).toEqual(order);
  });

  it('opens with the hero (no button) and the intro, and lists seven reasons', async () => {
    const page = await visit('/');
    const hero = page.locator('main .hero');
    expect(await hero.locator('h1').innerText()).toBe(home.hero.title);
    expect(await hero.innerText()).toContain(home.hero.content ?? '');
    expect(await hero.locator('a, button').count()).toBe(0);
    expect(await page.locator('main .intro-block').innerText()).toBe(home.intro);
    const points = sectionOf(page, home.whyChoose.title).locator('.check-list li');
    expect(await points.allInnerTexts()).toEqual([...home.whyChoose.points]);
    expect(await sectionOf(page, home.howItWorks.title).locator('.numbered-card').count()).toBe(home.howItWorks.steps.length);
    const contact = sectionOf(page, home.contact.title);
    expect(await contact.locator('form').count()).toBe(1);
    expect(await contact.getByRole('link', { name: home.contact.button_label }).getAttribute('href')).toBe('/consultation');
  });
});

describe('Treatments overview', () => {
  it('shows eight cards with a two-line description and Learn More, 12 FAQs and the booking form', async () => {
    const page = await visit('/treatments');
    const grid = sectionOf(page, 'Treatments that Actually Work!');
    const cards = grid.locator('.card');
    expect(await cards.count()).toBe(8);
    expect(await grid.locator('.card__title').allInnerTexts()).toEqual(treatmentsPage.cards.map((c) => c.name));
    const links = await grid.locator('.card__action').evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.textContent]));
    expect(links.map(([href]) => href)).toEqual(treatmentAreas.map((a) => a.path));
    for (const [, text] of links) expect(text?.startsWith(uiText.learnMore)).toBe(true);
    const clamp = await grid.locator('.card__description').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { clamp: style.webkitLineClamp, lines: el.clientHeight / parseFloat(style.lineHeight) };
      }),
    );
    for (const c of clamp) {
      expect(c.clamp).toBe('2');
      expect(c.lines).toBeLessThanOrEqual(2.05);
    }
    expect(await page.locator('main .clinic-faq__item').count()).toBe(12);
    const booking = page.locator('#consultation');
    expect(await booking.locator('form').count()).toBe(1);
    expect(await booking.locator('.clinic-booking__step').count()).toBe(consultationTypes.length);
  });
});

describe('treatment pages', () => {
  for (const area of treatmentAreas) {
    const content = treatmentPages[area.slug];
    it(`${area.path} has the common sections, its checklist rule and a CTA with the clinic phone`, async () => {
      const page = await visit(area.path);
      const titles = await sectionTitles(page);
      for (const title of [content.benefits.title, content.quickFacts.title, content.candidates.title, content.howItWorks.title, content.steps.title, content.faq.title, content.cta.title]) {
        expect(titles, `${area.path}: ${title}`).toContain(title);
      }
      expect(await sectionOf(page, content.howItWorks.title).locator('.numbered-card').count()).toBe(3);
      const checklist = page.locator('main table', { has: page.locator(`th:text-is("${uiText.checklistColumns[1]}")`) });
      if (content.slug === 'under_chin') {
        expect(await checklist.count()).toBe(0);
        expect(titles).toContain(content.timeline.title);
      } else {
        expect(await checklist.count()).toBe(1);
        expect(await checklist.locator('tbody tr').count()).toBe(content.checklist.rows.length);
      }
      if (content.slug === 'tummy') expect(titles).toContain(content.whyChoose.title);
      const cta = page.locator('.cta-card');
      expect(await cta.locator('h2').innerText()).toBe(content.cta.title);
      expect(await cta.locator(`a[href="${clinic.phoneHref}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator('main .clinic-faq__item').count()).toBe(content.faq.items.length);
    });
  }

  it('lower face follows its own, fuller structure', async () => {
    const lf = treatmentPages.lower_face;
    const page = await visit('/treatments/lower_face');
    expect(await page.locator('h1').innerText()).toBe(lf.hero.title);
    const titles = await sectionTitles(page);
    const order: string[] = ['Why Choose It?', 'A complete guide for patients', lf.candidates.title, 'How Does It Work?', 'What to expect', 'Results & Longevity', 'Safety & Side-Effects', lf.faq.title];
    expect(titles.filter((t) => order.includes(t))).toEqual(order);
    const guide = sectionOf(page, 'A complete guide for patients');
    expect(await guide.innerText()).toContain('Most people have mild swelling or bruising that subsides within a week');
    expect(await sectionOf(page, lf.candidates.title).locator('table th[scope="col"]').allInnerTexts()).toEqual([lf.candidates.left_title, lf.candidates.right_title]);
    const expect5 = sectionOf(page, 'What to expect');
    expect(await expect5.locator('.step-list__item').count()).toBe(5);
    expect(await expect5.locator('img').getAttribute('src')).toBe(lf.steps.image);
    expect(await page.locator('main .clinic-faq__item').count()).toBe(5);
  });

  for (const slug of ['under_arm', 'lower_face'] as const) {
    it(`${slug} quick facts cover time, anaesthesia, downtime, first visible change and longevity`, async () => {
      const page = await visit(`/treatments/${slug}`);
      const facts = treatmentPages[slug].quickFacts;
      expect(await sectionOf(page, facts.title).locator('dt').allInnerTexts()).toEqual(
        ['Time', 'Anesthesia', 'Downtime', 'First visible change', 'Longevity'].map((t) => t.toUpperCase()),
      );
    });
  }
});

describe('Trainings', () => {
  it('has five benefits, who should attend, the logistics, five modules, two graduates, 8 FAQs and Reserve My Seat', async () => {
    const page = await visit('/trainings');
    const t = trainings;
    expect(await sectionTitles(page)).toEqual(expect.arrayContaining([t.whyTrain.title, t.whoShouldAttend.title, t.logistics.title, t.courseOutline.title, t.graduates.title]));
    expect(await sectionOf(page, t.whyTrain.title).locator('.benefit-card').count()).toBe(5);
    expect(await sectionOf(page, t.whoShouldAttend.title).locator('li').allInnerTexts()).toEqual(t.whoShouldAttend.audiences);
    const logistics = await sectionOf(page, t.logistics.title).innerText();
    for (const fact of ['12 participants', '08:30', '17:30', 'Six clinicians per laser', 'One year of support']) expect(logistics).toContain(fact);
    expect(await sectionOf(page, t.courseOutline.title).locator('tbody tr').count()).toBe(5);
    expect(await sectionOf(page, t.graduates.title).locator('.testimonial').count()).toBe(2);
    expect(await page.locator('main .clinic-faq__item').count()).toBe(8);
    expect(await page.locator('.cta-card').getByRole('link', { name: 'Reserve My Seat' }).count()).toBe(1);
  });
});

describe('Team', () => {
  it('shows the practitioner hero, credentials, quote and a call to action', async () => {
    const page = await visit('/team');
    expect(await page.locator('h1').innerText()).toBe(team.hero.title);
    expect(await sectionOf(page, team.credentials.title).locator('.check-list li').allInnerTexts()).toEqual(team.credentials.items);
    expect(await page.locator('.team-quote blockquote').innerText()).toBe(team.quote.text);
    expect(await page.locator('.cta-card h2').innerText()).toBe(team.cta.title);
  });
});

describe('Locations', () => {
  // One form per page: the separate 'Get In Touch' form is Home's (its contact card), not a second form here.
  it('shows the contact card, the social list, the map and the locations contact form', async () => {
    const page = await visit('/locations');
    expect(await page.locator('h1').innerText()).toBe(banners.location.title);
    const card = page.locator('.info-card');
    expect(await card.locator(`a[href="${clinic.phoneHref}"]`).innerText()).toBe(clinic.phone);
    expect(await card.locator(`a[href="mailto:${clinic.email}"]`).innerText()).toBe(clinic.email);
    expect(await card.locator('.social-list li').count()).toBe(clinic.social.length);
    expect(await page.locator('.map-facade').count()).toBe(1);
    expect(await page.locator('main form h2').allInnerTexts()).toEqual(['Send us a message']);
    expect(await page.locator('main form input:not([type="hidden"]):not([tabindex="-1"]), main form textarea').evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).name))).toEqual(['first_name', 'last_name', 'email', 'phone', 'message']);
  });

  it("leaves the 'Get In Touch' form, with its contact details and social icons, to Home's contact card", async () => {
    const page = await visit('/');
    const card = sectionOf(page, home.contact.title);
    expect(await card.locator('form h2').allInnerTexts()).toEqual(['Get In Touch']);
    expect(await card.locator(`.clinic-contact__details a[href="${clinic.phoneHref}"]`).innerText()).toBe(clinic.phone);
    expect(await card.locator('.clinic-contact__social li').count()).toBe(clinic.social.length);
  });
});

describe('local pages', () => {
  it('Miami has every section in order, the price range, the slider and 4 FAQs', async () => {
    const m = miami;
    const page = await visit(`/${clinic.slug}-miami`);
    const order: string[] = [m.whatIs.title, m.benefits.title, m.comparison.title, m.idealCandidate.title, m.recovery.title, m.pricing.title, m.beforeAfter.title, m.faq.title, m.whyMiami.title, m.cta.title];
    expect((await sectionTitles(page)).filter((t) => order.includes(t))).toEqual(order);
    expect(await page.locator('.price-card__range').innerText()).toBe('$3,500 to $6,000');
    expect(await sectionOf(page, m.comparison.title).locator('tbody tr').count()).toBe(m.comparison.rows.length);
    expect(await page.locator('main .clinic-faq__item').count()).toBe(4);
  });

  it('Florida has every section in order, the Miami location card, the map and directions', async () => {
    const f = florida;
    const page = await visit(`/${clinic.slug}-florida`);
    const order: string[] = [f.availability.title, f.trust.title, f.booking.title, f.areasServed.title, f.locationCard.title, f.map.title, f.directions.title];
    expect((await sectionTitles(page)).filter((t) => order.includes(t))).toEqual(order);
    const card = sectionOf(page, f.locationCard.title);
    const text = await card.innerText();
    for (const fact of [clinic.address.street, clinic.phone, clinic.email]) expect(text).toContain(fact);
    expect(await sectionOf(page, f.map.title).locator('.map-facade').count()).toBe(1);
    expect(await sectionOf(page, f.directions.title).locator('.step-list__item').count()).toBe(f.directions.items.length);
    expect(await sectionOf(page, f.areasServed.title).locator('li').allInnerTexts()).toEqual(f.areasServed.areas);
  });
});

describe('Consultation', () => {
  it('shows the banner and the booking section', async () => {
    const page = await visit('/consultation');
    expect(await page.locator('h1').innerText()).toBe(banners.consultation.title);
    expect(await page.locator('.page-banner__subtitle').innerText()).toBe(banners.consultation.subtitle);
    expect(await page.locator('main form').count()).toBe(1);
    expect(await page.locator('main .clinic-booking__step').count()).toBe(4);
  });
});
