/**
 * The Florida local page (docs/product/screens.md): availability, trust, booking, areas, the Miami clinic, map
 * and directions, in that order. Short sections share or fill their desktop row (the clinic card
 * beside the map, steps side by side), so no row is left half empty.
 */
import { useCopy } from '../i18n/copy-context';
import * as englishImageAlts from '../content/image-alts';
import * as englishFlorida from '../content/florida';
import { BenefitGrid } from '../components/benefit-grid';
import { ContactDetails } from '../components/contact-details';
import { CtaCard } from '../components/cta-card';
import { Hero } from '../components/hero';
import { MapFacade } from '../components/map-facade';
import { Section } from '../components/section';
import { SectionRow } from '../components/section-row';
import { StepList } from '../components/step-list';
import { TextBlock } from '../components/text-block';
import '../styles/local-pages.css';

export function FloridaPage() {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  const { florida } = useCopy('florida', englishFlorida);
  const f = florida;
  return (
    <>
      <Hero hero={f.hero} imageAlt={imageAlt(f.hero.image)} consultationButton pointsLayout="horizontal" />

      <Section title={f.availability.title} intro={f.availability.intro} tone="white">
        <TextBlock section={f.availability} split />
      </Section>

      <Section title={f.trust.title} intro={f.trust.intro} tone="sand">
        <BenefitGrid items={f.trust.items} />
      </Section>

      <Section title={f.booking.title} intro={f.booking.intro}>
        <StepList items={f.booking.steps} columns={3} />
      </Section>
      <CtaCard cta={f.booking.cta} showPhone />

      <Section title={f.areasServed.title} intro={f.areasServed.intro} tone="white">
        <ul className="area-list">
          {f.areasServed.areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      </Section>

      <SectionRow tone="sand" className="florida-visit">
        <Section title={f.locationCard.title} intro={f.locationCard.intro} inRow>
          <div className="location-card">
            <ContactDetails />
          </div>
        </Section>
        <Section title={f.map.title} intro={f.map.intro} className="florida-map" inRow>
          <MapFacade fill />
        </Section>
      </SectionRow>

      <Section title={f.directions.title} intro={f.directions.intro} tone="white">
        <StepList items={f.directions.items} columns={2} />
      </Section>
    </>
  );
}
