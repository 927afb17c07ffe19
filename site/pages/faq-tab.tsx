/**
 * One FAQ tab: 'View all' numbers the three groups 1..13 continuously (the `all` set); the others
 * show one group. The questions are the database's (data/faq-set-loader.ts).
 */
import '../../src/faq/faq-accordion.css';
import '../styles/core-theme.css';
import { useLoaderData } from 'react-router-dom';
import { useCopy } from '../i18n/copy-context';
import { faqSetLoader, type FaqPageData } from '../data/faq-set-loader';
import * as englishFaqs from '../copy/faqs';
import { FaqAccordion } from '../../src/faq/faq-accordion';

export type FaqTabGroup = 'all' | 'treatment_faq' | 'results_faq' | 'post_treatment_faq';

export function FaqTab({ group }: { group: FaqTabGroup }) {
  const { faqsPage } = useCopy('faqs', englishFaqs);
  const { faqs } = useLoaderData() as FaqPageData;
  const title = faqsPage.titles[group];
  return (
    <section className="faq-tab" aria-labelledby="faq-tab-title" data-faq-group={group}>
      <h2 id="faq-tab-title" className="faq-tab__title">
        {title}
      </h2>
      {/* keyed by group so each tab opens on its first answer, as a freshly opened list does */}
      <FaqAccordion key={group} items={faqs ?? []} intro={faqsPage.intro} info={false} />
    </section>
  );
}

/** The tab's set: its group's, or `all` for 'View all'. */
export const faqTabLoader = (group: FaqTabGroup) => faqSetLoader(group);
