/** Treatments overview (docs/product/screens.md): hero, eight treatment cards, 12 FAQs and the consultation section. */
import '../../src/faq/faq-accordion.css';
import '../../src/forms/forms.css';
import '../../src/booking/booking-section.css';
import '../../src/booking/time-picker/time-picker.css';
import '../../src/booking/image-picker.css';
import '../styles/core-theme.css';
import { BookingSection } from '../../src/booking/booking-section';
import { FaqAccordion } from '../../src/faq/faq-accordion';
import { useCopy } from '../i18n/copy-context';
import { useLocaleNavigate } from '../i18n/site-locale-context';
import * as englishImageAlts from '../content/image-alts';
import * as englishTreatments from '../content/treatments';
import * as englishUi from '../content/ui-text';
import { Card } from '../components/card';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import '../styles/grids.css';

export function TreatmentsPage() {
  const { imageAlt } = useCopy('imageAlts', englishImageAlts);
  const { treatmentsPage } = useCopy('treatments', englishTreatments);
  const { uiText } = useCopy('ui', englishUi);
  const navigate = useLocaleNavigate();
  const page = treatmentsPage;
  return (
    <>
      <Hero hero={page.hero} imageAlt={imageAlt(page.hero.image)} variant="red" consultationButton pointsLayout="vertical" />

      <Section title={page.heading} intro={page.intro} centered>
        <ul className="card-grid" aria-label={uiText.regions.treatmentAreas}>
          {page.cards.map((card) => (
            <li key={card.link_path}>
              <Card
                href={card.link_path}
                image={card.treatmentsImage}
                imageAlt={imageAlt(card.treatmentsImage)}
                title={card.name}
                description={card.description}
                actionLabel={uiText.learnMore}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={page.faq.title} tone="white" className="faq-section">
        <FaqAccordion items={page.faq.items} intro={page.faq.intro} info={false} />
      </Section>

      <section className="section section--sand consultation-section" id="consultation" aria-label={page.consultation.title}>
        <div className="container">
          <BookingSection
            afterSuccess={(appointment) => {
              // a booked time stays on screen as its confirmation; a call-back request returns home
              if (!appointment) navigate('/');
            }}
          />
        </div>
      </section>
    </>
  );
}
