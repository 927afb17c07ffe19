/** Home (docs/product/screens.md): the eight sections in their fixed order; the FAQ's questions are the `home` set of the database (data/faq-set-loader.ts). */
import '../../src/faq/faq-accordion.css';
import '../../src/treatment-map/treatment-map.css';
import '../../src/forms/forms.css';
import '../../src/contact/contact-forms.css';
import '../styles/core-theme.css';
import { useLoaderData } from 'react-router-dom';
import { useCopy } from '../i18n/copy-context';
import { faqSetLoader, type FaqPageData } from '../data/faq-set-loader';
import * as englishUi from '../content/ui-text';
import { useLocaleNavigate } from '../i18n/site-locale-context';
import * as englishHome from '../copy/home';
import { FaqAccordion } from '../../src/faq/faq-accordion';
import { TreatmentMap } from '../../src/treatment-map/treatment-map';
import { GetInTouchForm } from '../../src/contact/get-in-touch-form';
import * as englishImageAlts from '../content/image-alts';
import { CheckList } from '../components/check-list';
import { ConsultationButton } from '../components/consultation-button';
import { ContentImage } from '../components/content-image';
import { Hero } from '../components/hero';
import { HtmlBlock } from '../components/html-block';
import { NumberedCards } from '../components/numbered-cards';
import { Section } from '../components/section';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import '../styles/home.css';

export function HomePage() {
  const { faqs } = useLoaderData() as FaqPageData;
  const { home, patientTestimonials } = useCopy('home', englishHome);
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  const { uiText } = useCopy('ui', englishUi);
  const navigate = useLocaleNavigate();
  return (
    <>
      <Hero hero={home.hero} imageAlt={imageAlt(home.hero.image)} pointsLayout="horizontal" />

      <section className="section section--white intro-block" aria-label={uiText.regions.introduction}>
        <div className="container">
          <p className="lead">{home.intro}</p>
        </div>
      </section>

      <Section title={home.whyChoose.title} intro={home.whyChoose.intro} tone="sand">
        <CheckList items={home.whyChoose.points} columns={2} />
      </Section>

      <Section title={home.treatmentAreas.title} centered>
        {/* the map's words come from the core copy, whose Spanish areas already link under /es (map-content.es.ts) */}
        <TreatmentMap onNavigate={(path: string) => navigate(path)} />
        <p className="map-caption">
          <span className="map-caption__hover">{home.treatmentAreas.hint.hover}</span>
          <span className="map-caption__touch">{home.treatmentAreas.hint.touch}</span> {home.treatmentAreas.caption}
        </p>
      </Section>

      <Section title={home.testimonials.title} intro={home.testimonials.intro} tone="sand" centered>
        <TestimonialCarousel items={patientTestimonials} />
      </Section>

      <Section title={home.howItWorks.title} intro={home.howItWorks.intro}>
        <NumberedCards cards={home.howItWorks.steps} />
      </Section>

      {faqs && faqs.length > 0 ? (
        <Section title={home.faq.title} tone="white" className="faq-section">
          <FaqAccordion items={faqs} intro={home.faq.intro} info={false} />
        </Section>
      ) : null}

      <Section title={home.contact.title} tone="sand" className="contact-card-section">
        <div className="contact-card">
          <div className="contact-card__info">
            <HtmlBlock className="contact-card__text" html={home.contact.html} />
            <ConsultationButton label={home.contact.button_label} />
            <ContentImage className="contact-card__image" src={home.contact.image} alt={imageAlt(home.contact.image)} />
          </div>
          <div className="contact-card__form">
            <GetInTouchForm />
          </div>
        </div>
      </Section>
    </>
  );
}

export const homeRoute = { Component: HomePage, loader: faqSetLoader('home') };
