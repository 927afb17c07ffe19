/** The Florida local page (SPEC.md §2): availability, trust, booking, areas, the Miami clinic, map and directions. */
import { imageAlt } from '../content/image-alts';
import { florida } from '../content/florida';
import { BenefitGrid } from '../components/benefit-grid';
import { ContactDetails } from '../components/contact-details';
import { CtaCard } from '../components/cta-card';
import { Hero } from '../components/hero';
import { MapFacade } from '../components/map-facade';
import { Section } from '../components/section';
import { StepList } from '../components/step-list';
import { TextBlock } from '../components/text-block';
import '../styles/local-pages.css';

export function FloridaPage() {
  const f = florida;
  return (
    <>
      <Hero hero={f.hero} imageAlt={imageAlt(f.hero.image)} consultationButton pointsLayout="horizontal" />

      <Section title={f.availability.title} intro={f.availability.intro} tone="white">
        <TextBlock section={f.availability} />
      </Section>

      <Section title={f.trust.title} intro={f.trust.intro} tone="sand">
        <BenefitGrid items={f.trust.items} />
      </Section>

      <Section title={f.booking.title} intro={f.booking.intro}>
        <StepList items={f.booking.steps} />
      </Section>
      <CtaCard cta={f.booking.cta} showPhone />

      <Section title={f.areasServed.title} intro={f.areasServed.intro} tone="white">
        <ul className="area-list">
          {f.areasServed.areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      </Section>

      <Section title={f.locationCard.title} intro={f.locationCard.intro} tone="sand">
        <div className="location-card">
          <ContactDetails />
        </div>
      </Section>

      <Section title={f.map.title} intro={f.map.intro} className="florida-map">
        <MapFacade />
      </Section>

      <Section title={f.directions.title} intro={f.directions.intro} tone="white">
        <StepList items={f.directions.items} />
      </Section>
    </>
  );
}
