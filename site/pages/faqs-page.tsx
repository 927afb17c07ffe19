/**
 * FAQs (docs/product/screens.md) with its tab routes. Tabs are links with preventScrollReset, and the layout's
 * ScrollToTop leaves FAQ paths alone, so switching tabs keeps the reader's place.
 */
import { Outlet } from 'react-router-dom';
import { LocaleNavLink as NavLink } from '../i18n/site-locale-context';
import { useCopy } from '../i18n/copy-context';
import * as englishFaqs from '../copy/faqs';
import * as englishBanners from '../content/banners';
import { PageBanner } from '../components/page-banner';
import '../styles/faqs.css';


export function FaqsPage() {
  const { faqGroupLabels, faqsPage } = useCopy('faqs', englishFaqs);
  const { banners } = useCopy('banners', englishBanners);
  const tabs = [
    { to: '/faqs', label: faqsPage.allLabel, end: true },
    { to: '/faqs/treatment_faq', label: faqGroupLabels.treatment_faq, end: false },
    { to: '/faqs/results_faq', label: faqGroupLabels.results_faq, end: false },
    { to: '/faqs/post_treatment_faq', label: faqGroupLabels.post_treatment_faq, end: false },
  ];
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
