/** Training (docs/product/screens.md): the one-day Endolift certification course. */
import '../../src/faq/faq-accordion.css';
import '../styles/core-theme.css';
import { FaqAccordion } from '../../src/faq/faq-accordion';
import { useCopy } from '../i18n/copy-context';
import * as englishImageAlts from '../content/image-alts';
import * as englishTrainings from '../content/trainings';
import * as englishUi from '../content/ui-text';
import { BenefitGrid } from '../components/benefit-grid';
import { CheckList } from '../components/check-list';
import { CtaCard } from '../components/cta-card';
import { Hero } from '../components/hero';
import { QuickFacts } from '../components/quick-facts';
import { ScrollTable } from '../components/scroll-table';
import { Section } from '../components/section';
import { TestimonialCard } from '../components/testimonial-card';
import '../styles/grids.css';
import { useLoaderData } from 'react-router-dom';
import { CourseDays } from '../trainings/course-days';
import { isTrainingsData, trainingsLoader } from '../trainings/trainings-loader';

export { trainingsLoader };

export function TrainingsPage() {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  const { trainings } = useCopy('trainings', englishTrainings);
  const { uiText } = useCopy('ui', englishUi);
  const t = trainings;
  const data: unknown = useLoaderData();
  const courseDays = isTrainingsData(data) ? data.courseDays : null;
  return (
    <>
      <Hero hero={t.hero} imageAlt={imageAlt(t.hero.image)} variant="red" pointsLayout="horizontal" />

      <section className="section section--white intro-block" aria-label={uiText.regions.introduction}>
        <div className="container">
          <p className="lead">{t.intro}</p>
        </div>
      </section>

      <Section title={t.whyTrain.title} intro={t.whyTrain.intro} tone="sand">
        <BenefitGrid items={t.whyTrain.items} numbered />
      </Section>

      <Section title={t.whoShouldAttend.title} intro={t.whoShouldAttend.intro}>
        <CheckList items={t.whoShouldAttend.audiences} columns={2} />
      </Section>

      <Section title={t.logistics.title} intro={t.logistics.intro} tone="white">
        <QuickFacts items={t.logistics.items} />
      </Section>

      <Section title={t.courseOutline.title} intro={t.courseOutline.intro}>
        <ScrollTable
          caption={t.courseOutline.title}
          columns={uiText.courseOutlineColumns}
          rows={t.courseOutline.modules.map((m) => [m.module, m.skills])}
          stacked
        />
      </Section>

      <Section title={t.graduates.title} tone="sand">
        <ul className="testimonial-grid">
          {t.graduates.items.map((g) => (
            <li key={g.name}>
              <TestimonialCard image={g.image} name={g.name} detail={g.role} text={g.description} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.faq.title} tone="white" className="faq-section">
        <FaqAccordion items={t.faq.items} intro={t.faq.intro ?? ''} info={!t.faq.intro} />
      </Section>

      <CourseDays days={courseDays} />

      <CtaCard cta={t.cta} showPhone />
    </>
  );
}
