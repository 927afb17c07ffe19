/** The footer (docs/product/screens.md): every treatment page, the main pages, contact links and social icons. */
import { clinic, clinicAddressLine } from '../../src/config/clinic';
import { treatmentAreas } from '../../src/config/treatment-areas';
import * as englishLayout from '../copy/layout';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink } from '../i18n/site-locale-context';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons';
import { LanguageLink } from './language-link';

export function SocialList({ className = 'social-list' }: { className?: string }) {
  const text = useCopy('layout', englishLayout).layoutText;
  return (
    <ul className={className} aria-label={text.socialMedia}>
      {clinic.social.map((s) => (
        <li key={s.name}>
          {s.url ? (
            <a href={s.url} aria-label={s.name} rel="noopener noreferrer" target="_blank">
              <SocialIcon name={s.name} />
            </a>
          ) : (
            <span className="social-list__icon" title={`${s.name}: ${text.comingSoon}`}>
              <SocialIcon name={s.name} />
              <span className="visually-hidden">
                {s.name} ({text.comingSoon})
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const text = useCopy('layout', englishLayout).layoutText;
  // the id: site/index.html's `rel="expect"` link holds the first paint until the footer is parsed,
  // so the page is laid out once, whole, before it (docs/decisions/0020-first-paint.md)
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{clinic.clinicName}</p>
          <p>{text.footerAbout}</p>
          <SocialList />
          <p className="site-footer__language">
            <LanguageLink />
          </p>
        </div>
        <nav aria-label={text.treatmentsHeading}>
          <h2 className="site-footer__heading">{text.treatmentsHeading}</h2>
          <ul>
            {treatmentAreas.map((a) => (
              <li key={a.slug}>
                <LocaleLink to={a.path}>{text.treatmentNames?.[a.slug] ?? a.name}</LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={text.clinicHeading}>
          <h2 className="site-footer__heading">{text.clinicHeading}</h2>
          <ul>
            {text.clinicLinks.map((l) => (
              <li key={l.to}>
                <LocaleLink to={l.to}>{l.label}</LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{text.contactHeading}</h2>
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
        © {new Date().getFullYear()} {clinic.clinicName}. {text.legal}
      </p>
    </footer>
  );
}
