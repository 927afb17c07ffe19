/**
 * The eight treatment pages (docs/product/screens.md), rendered from their content module by slug: the common
 * sections, the checklist table on every page but under-chin (which has a plain timeline), the
 * extra 'why choose' blocks of tummy and lower face, and lower face's own, fuller structure.
 */
import '../../src/faq/faq-accordion.css';
import '../styles/core-theme.css';
import { FaqAccordion } from '../../src/faq/faq-accordion';
import type { TreatmentArea } from '../../src/config/treatment-areas';
import { useCopy } from '../i18n/copy-context';
import * as englishImageAlts from '../content/image-alts';
import * as englishResults from '../content/treatment-results';
import type { ChecklistSection, LowerFaceTreatmentPage, TreatmentPage } from '../content/types';
import * as englishUi from '../content/ui-text';
import { BackgroundHero } from '../components/background-hero';
import { BenefitGrid } from '../components/benefit-grid';
import { CandidatesCompare } from '../components/candidates-compare';
import { ContentImage } from '../components/content-image';
import { CtaCard } from '../components/cta-card';
import { Hero } from '../components/hero';
import { MediaSplit } from '../components/media-split';
import { NumberedCards } from '../components/numbered-cards';
import { QuickFacts } from '../components/quick-facts';
import { ScrollTable } from '../components/scroll-table';
import { Section } from '../components/section';
import { StepList } from '../components/step-list';
import { TextBlock } from '../components/text-block';
import '../styles/treatment.css';

function ChecklistTable({ checklist }: { checklist: ChecklistSection }) {
  const { uiText } = useCopy('ui', englishUi);
  return (
    <Section title={checklist.title} intro={checklist.intro}>
      <ScrollTable
        caption={checklist.title}
        columns={uiText.checklistColumns}
        rows={checklist.rows.map((row) => [row.timing, row.avoid, row.why])}
        stacked
      />
    </Section>
  );
}

function BeforeAfter({ slug }: { slug: TreatmentArea['slug'] }) {
  const { treatmentResults } = useCopy('treatmentResults', englishResults);
  const results = treatmentResults[slug];
  return (
    <Section title={results.title} intro={results.intro} tone="white">
      <figure className="treatment-before-after">
        <ContentImage src={results.image.image} alt={results.image.alt} />
        <figcaption>{results.image.caption}</figcaption>
      </figure>
    </Section>
  );
}

function IntroBlock({ text }: { text: string }) {
  return (
    <section className="section section--white intro-block" aria-label="Introduction">
      <div className="container">
        <p className="lead">{text}</p>
      </div>
    </section>
  );
}

function LowerFacePage({ page }: { page: LowerFaceTreatmentPage }) {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  return (
    <>
      <BackgroundHero hero={page.hero} imageAlt={imageAlt(page.hero.bg_image)} />
      <IntroBlock text={page.intro} />
      <Section title={page.benefits.title} intro={page.benefits.intro} tone="sand">
        <BenefitGrid items={page.benefits.items} numbered />
      </Section>
      <Section title={page.quickFacts.title} intro={page.quickFacts.intro}>
        <QuickFacts items={page.quickFacts.items} note={page.quickFacts.note} />
      </Section>
      <Section title={page.candidates.title} intro={page.candidates.intro} tone="white">
        <CandidatesCompare section={page.candidates} layout="table" />
      </Section>
      <Section title={page.howItWorks.title} intro={page.howItWorks.intro} tone="sand">
        <NumberedCards cards={page.howItWorks.cards} />
      </Section>
      <Section title={page.steps.title} intro={page.steps.intro}>
        <MediaSplit image={page.steps.image} imageAlt={page.steps.imageAlt ?? imageAlt(page.steps.image)}>
          <StepList items={page.steps.items} />
        </MediaSplit>
      </Section>
      <ChecklistTable checklist={page.checklist} />
      <BeforeAfter slug={page.slug} />
      <Section title={page.resultsLongevity.title} intro={page.resultsLongevity.intro} tone="sand">
        <TextBlock section={page.resultsLongevity} />
      </Section>
      <Section title={page.safety.title} intro={page.safety.intro}>
        <TextBlock section={page.safety} />
      </Section>
      <Section title={page.faq.title} tone="white" className="faq-section">
        <FaqAccordion items={page.faq.items} intro={page.faq.intro ?? ''} info={!page.faq.intro} />
      </Section>
      <CtaCard cta={page.cta} showPhone />
    </>
  );
}

function StandardPage({ page }: { page: Exclude<TreatmentPage, LowerFaceTreatmentPage> }) {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  return (
    <>
      <Hero hero={page.hero} imageAlt={imageAlt(page.hero.image)} consultationButton />
      <IntroBlock text={page.intro} />
      <Section title={page.benefits.title} intro={page.benefits.intro} tone="sand">
        <BenefitGrid items={page.benefits.items} />
      </Section>
      {page.slug === 'tummy' && (
        <Section title={page.whyChoose.title} intro={page.whyChoose.intro}>
          <BenefitGrid items={page.whyChoose.items} numbered />
        </Section>
      )}
      <Section title={page.quickFacts.title} intro={page.quickFacts.intro} tone={page.slug === 'tummy' ? 'sand' : 'plain'}>
        <QuickFacts items={page.quickFacts.items} note={page.quickFacts.note} />
      </Section>
      <Section title={page.candidates.title} intro={page.candidates.intro} tone="white">
        <CandidatesCompare section={page.candidates} />
      </Section>
      <Section title={page.howItWorks.title} intro={page.howItWorks.intro} tone="sand">
        <NumberedCards cards={page.howItWorks.cards} />
      </Section>
      {page.slug === 'under_chin' && (
        <Section title={page.timeline.title} intro={page.timeline.intro}>
          <StepList items={page.timeline.items} />
        </Section>
      )}
      <Section title={page.steps.title} intro={page.steps.intro} tone={page.slug === 'under_chin' ? 'white' : 'plain'}>
        <StepList items={page.steps.items} />
      </Section>
      {page.slug !== 'under_chin' && <ChecklistTable checklist={page.checklist} />}
      <BeforeAfter slug={page.slug} />
      <Section title={page.faq.title} tone="sand" className="faq-section">
        <FaqAccordion items={page.faq.items} intro={page.faq.intro ?? ''} info={!page.faq.intro} />
      </Section>
      <CtaCard cta={page.cta} showPhone />
    </>
  );
}

export { loadTreatmentPage } from '../content/treatment-pages/load-treatment-page';

/** `page`: the content its route loaded for the page's slug and language. */
export function TreatmentDetailPage({ page }: { page: TreatmentPage }) {
  return page.slug === 'lower_face' ? <LowerFacePage page={page} /> : <StandardPage page={page} />;
}
