/** The clinic's phone, e-mail, address and opening hours as a labelled list (locations, Florida). */
import { clinic, clinicAddressLine } from '../../src/config/clinic';
import { useCopy } from '../i18n/copy-context';
import * as englishPlaces from '../content/locations';
import { MailIcon, PhoneIcon, PinIcon } from '../layout/icons';
import '../styles/contact-details.css';

export function ContactDetails({ showHours = true }: { showHours?: boolean }) {
  const { locations } = useCopy('places', englishPlaces);
  const labels = locations.contactCard;
  return (
    <dl className="contact-details">
      <div>
        <dt>
          <PhoneIcon />
          <span>{labels.phoneLabel}</span>
        </dt>
        <dd>
          <a href={clinic.phoneHref}>{clinic.phone}</a>
        </dd>
      </div>
      <div>
        <dt>
          <MailIcon />
          <span>{labels.emailLabel}</span>
        </dt>
        <dd>
          <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        </dd>
      </div>
      <div>
        <dt>
          <PinIcon />
          <span>{labels.addressLabel}</span>
        </dt>
        <dd>
          <a href={clinic.mapsUrl} target="_blank" rel="noopener noreferrer">
            {clinicAddressLine}
          </a>
        </dd>
      </div>
      {showHours && (
        <div>
          <dt>{labels.hoursLabel}</dt>
          <dd>
            <ul className="contact-details__hours">
              {locations.openingHours.map((h) => (
                <li key={h.days}>
                  {`${h.days}: ${h.opens}–${h.closes}`}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
