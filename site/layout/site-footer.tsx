/** The footer (docs/product/screens.md): every treatment page, the main pages, contact links and social icons. */
import { Link } from 'react-router-dom';
import { clinic, clinicAddressLine } from '../../src/config/clinic';
import { treatmentAreas } from '../../src/config/treatment-areas';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons';

const clinicLinks = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/trainings', label: 'Training' },
  { to: '/locations', label: 'Locations' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Blog' },
  { to: '/consultation', label: 'Book a free consultation' },
  { to: `/${clinic.slug}-miami`, label: `${clinic.brand} Miami` },
  { to: `/${clinic.slug}-florida`, label: `${clinic.brand} Florida` },
];

export function SocialList({ className = 'social-list' }: { className?: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {clinic.social.map((s) => (
        <li key={s.name}>
          {s.url ? (
            <a href={s.url} aria-label={s.name} rel="noopener noreferrer" target="_blank">
              <SocialIcon name={s.name} />
            </a>
          ) : (
            <span className="social-list__icon" title={`${s.name}: coming soon`}>
              <SocialIcon name={s.name} />
              <span className="visually-hidden">{s.name} (coming soon)</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{clinic.clinicName}</p>
          <p>
            Non-surgical laser skin tightening and contouring in Miami, led by {clinic.practitioner.name}, a board-certified
            family nurse practitioner. Patients from across Florida, and online consultations for those further away.
          </p>
          <SocialList />
        </div>
        <nav aria-label="Treatments">
          <h2 className="site-footer__heading">Treatments</h2>
          <ul>
            {treatmentAreas.map((a) => (
              <li key={a.slug}>
                <Link to={a.path}>{a.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Clinic">
          <h2 className="site-footer__heading">Clinic</h2>
          <ul>
            {clinicLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <ul className="contact-list">
            <li>
              <a href={clinic.mapsUrl} target="_blank" rel="noopener noreferrer">
                <PinIcon /> {clinicAddressLine}
              </a>
            </li>
            <li>
              <a href={`mailto:${clinic.email}`}>
                <MailIcon /> {clinic.email}
              </a>
            </li>
            <li>
              <a href={clinic.phoneHref}>
                <PhoneIcon /> {clinic.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} {clinic.clinicName}. Individual results vary; every treatment starts with a consultation.
      </p>
    </footer>
  );
}
