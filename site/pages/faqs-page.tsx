import { NavLink, Outlet } from 'react-router-dom';

const tabs = [
  { to: '/faqs', label: 'View all', end: true },
  { to: '/faqs/treatment_faq', label: 'Treatment', end: false },
  { to: '/faqs/results_faq', label: 'Results', end: false },
  { to: '/faqs/post_treatment_faq', label: 'Post-Treatment', end: false },
];

export function FaqsPage() {
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Frequently Asked Questions</h1>
        </div>
      </section>
      <div className="container">
        <nav aria-label="FAQ topics" className="tabs">
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
