/** The Miami local page (docs/product/screens.md): every section in order, the before-and-after slider and 4 FAQs. */
import '../../src/faq/faq-accordion.css';
import '../styles/core-theme.css';
import { FaqAccordion } from '../../src/faq/faq-accordion';
import { useCopy } from '../i18n/copy-context';
import * as englishImageAlts from '../content/image-alts';
import * as englishMiami from '../content/miami';
import { BeforeAfterSlider } from '../components/before-after-slider';
import { CheckList } from '../components/check-list';
import { CtaCard } from '../components/cta-card';
import { Hero } from '../components/hero';
import { ScrollTable } from '../components/scroll-table';
import { Section } from '../components/section';
import { StepList } from '../components/step-list';
import { TextBlock } from '../components/text-block';
import '../styles/local-pages.css';

export function MiamiPage() {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  const { miami } = useCopy('miami', englishMiami);
  const m = miami;
  return (
    <>
      <Hero hero={m.hero} imageAlt={imageAlt(m.hero.image)} variant="red" consultationButton pointsLayout="vertical" />

      <Section title={m.whatIs.title} intro={m.whatIs.intro} tone="white">
        <TextBlock section={m.whatIs} />
      </Section>

      <Section title={m.benefits.title} intro={m.benefits.intro} tone="sand">
        <CheckList items={m.benefits.items} columns={2} />
      </Section>

      <Section title={m.comparison.title} intro={m.comparison.intro}>
        <ScrollTable
          caption={m.comparison.title}
          columns={m.comparison.columns}
          rows={m.comparison.rows.map((row) => [row.feature, row.endolift, row.facelift])}
          className="comparison-table"
          stacked
        />
      </Section>

      <Section title={m.idealCandidate.title} intro={m.idealCandidate.intro} tone="white">
        <CheckList items={m.idealCandidate.points} />
      </Section>

      <Section title={m.recovery.title} intro={m.recovery.intro}>
        <StepList items={m.recovery.steps} />
      </Section>

      <Section title={m.pricing.title} intro={m.pricing.intro} tone="sand">
        <div className="price-card">
          <p className="price-card__range">{m.pricing.range}</p>
          <CheckList items={m.pricing.factors} />
          <p className="price-card__note">{m.pricing.note}</p>
        </div>
      </Section>

      <Section title={m.beforeAfter.title} intro={m.beforeAfter.intro}>
        <BeforeAfterSlider images={m.beforeAfter.images} />
      </Section>

      <Section title={m.faq.title} tone="white" className="faq-section">
        <FaqAccordion items={m.faq.items} intro={m.faq.intro ?? ''} info={!m.faq.intro} />
      </Section>

      <Section title={m.whyMiami.title} intro={m.whyMiami.intro} tone="sand">
        <TextBlock section={m.whyMiami} />
      </Section>

      <CtaCard cta={m.cta} showPhone />
    </>
  );
}
