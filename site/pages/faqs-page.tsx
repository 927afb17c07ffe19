/**
 * FAQs (docs/product/screens.md) with its tab routes. Tabs are links with preventScrollReset, and the layout's
 * ScrollToTop leaves FAQ paths alone, so switching tabs keeps the reader's place.
 */
import { NavLink, Outlet } from 'react-router-dom';
import { faqGroups } from '../../src/content/faq-groups';
import { banners } from '../content/banners';
import { faqsPage } from '../content/faqs-page';
import { PageBanner } from '../components/page-banner';
import '../styles/faqs.css';

const tabs = [
  { to: '/faqs', label: faqsPage.allLabel, end: true },
  { to: '/faqs/treatment_faq', label: faqGroups.treatment_faq.label, end: false },
  { to: '/faqs/results_faq', label: faqGroups.results_faq.label, end: false },
  { to: '/faqs/post_treatment_faq', label: faqGroups.post_treatment_faq.label, end: false },
];

export function FaqsPage() {
  return (
    <>
      <PageBanner title={banners.faqs.title} subtitle={banners.faqs.subtitle} />
      <div className="container page-body faqs-body">
        <nav aria-label={faqsPage.tabsLabel} className="tabs faq-tabs">
          {tabs.map((t) => (
            <NavLink key={t.to} to={t.to} end={t.end} preventScrollReset>
              {t.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </>
  );
}
