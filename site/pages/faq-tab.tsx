/** One FAQ tab: 'View all' numbers the three groups 1..13 continuously; the others show one group. */
import '../../src/faq/faq-accordion.css';
import '../styles/core-theme.css';
import { useCopy } from '../i18n/copy-context';
import * as englishFaqs from '../copy/faqs';
import { FaqAccordion } from '../../src/faq/faq-accordion';

export type FaqTabGroup = 'all' | 'treatment_faq' | 'results_faq' | 'post_treatment_faq';

export function FaqTab({ group }: { group: FaqTabGroup }) {
  const { allFaqs, faqGroups, faqsPage } = useCopy('faqs', englishFaqs);
  const title = faqsPage.titles[group];
  const items = group === 'all' ? allFaqs() : faqGroups[group].items;
  return (
    <section className="faq-tab" aria-labelledby="faq-tab-title" data-faq-group={group}>
      <h2 id="faq-tab-title" className="faq-tab__title">
        {title}
      </h2>
      {/* keyed by group so each tab opens on its first answer, as a freshly opened list does */}
      <FaqAccordion key={group} items={items} intro={faqsPage.intro} info={false} />
    </section>
  );
}
