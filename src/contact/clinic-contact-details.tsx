/** The clinic's phone, e-mail, address and social icons, from the clinic config (docs/product/screens.md). */
import { clinicContact as clinic, clinicAddressLine } from '../config/clinic';
import { useCoreCopy } from '../i18n/core-copy-context';
import { ContactIcon } from './contact-icons';
import { useParts } from '../parts/shadow-parts';

export function ClinicContactDetails() {
  const part = useParts();
  const copy = useCoreCopy().contact.getInTouch;
  return (
    <aside className="clinic-contact__details" {...part('details')} aria-label={copy.detailsHeading}>
      <ul className="clinic-contact__list">
        <li>
          <ContactIcon name="phone" />
          <span className="clinic-visually-hidden">{`${copy.phoneLabel}: `}</span>
          <a href={clinic.phoneHref} {...part('link')}>{clinic.phone}</a>
        </li>
        <li>
          <ContactIcon name="mail" />
          <span className="clinic-visually-hidden">{`${copy.emailLabel}: `}</span>
          <a href={`mailto:${clinic.email}`} {...part('link')}>{clinic.email}</a>
        </li>
        <li>
          <ContactIcon name="pin" />
          <span className="clinic-visually-hidden">{`${copy.addressLabel}: `}</span>
          <a href={clinic.mapsUrl} target="_blank" rel="noopener noreferrer" {...part('link')}>{clinicAddressLine}</a>
        </li>
      </ul>
      <ul className="clinic-contact__social" aria-label={copy.socialLabel}>
        {clinic.social.map((s) => (
          <li key={s.name}>
            {s.url ? (
              <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.name} {...part('social-link')}>
                <ContactIcon name={s.name} />
              </a>
            ) : (
              <span className="clinic-contact__social-icon" title={`${s.name}: ${copy.socialComingSoon}`}>
                <ContactIcon name={s.name} />
                <span className="clinic-visually-hidden">{`${s.name} (${copy.socialComingSoon})`}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
