/**
 * Locations (docs/product/screens.md): the Location banner, the contact card with the social list beside the
 * map, and the locations contact form. One form per page: the separate 'Get In Touch' form (the
 * same message to the same inbox, with the same contact details again) is the form of Home's
 * contact card and of the <clinic-contact> widget, so a visitor here never has to pick one of two
 * near-identical forms.
 */
import '../../src/forms/forms.css';
import '../../src/contact/contact-forms.css';
import '../styles/core-theme.css';
import { LocationsContactForm } from '../../src/contact/locations-contact-form';
import { useCopy } from '../i18n/copy-context';
import * as englishBanners from '../content/banners';
import * as englishPlaces from '../content/locations';
import { SocialList } from '../layout/site-footer';
import { ContactDetails } from '../components/contact-details';
import { MapFacade } from '../components/map-facade';
import { PageBanner } from '../components/page-banner';
import '../styles/locations.css';

export function LocationsPage() {
  const { banners } = useCopy('banners', englishBanners);
  const { locations } = useCopy('places', englishPlaces);
  const card = locations.contactCard;
  return (
    <>
      <PageBanner title={banners.location.title} subtitle={banners.location.subtitle} />

      <section className="section locations-top" aria-labelledby="contact-card-title">
        <div className="container locations-grid">
          <div className="info-card">
            <h2 id="contact-card-title">{card.title}</h2>
            <p>{card.intro}</p>
            <ContactDetails />
            <h3 className="info-card__social-title">{card.socialLabel}</h3>
            <SocialList className="social-list social-list--light" />
          </div>
          <div className="locations-map">
            <h2 className="visually-hidden">{locations.map.title}</h2>
            <MapFacade fill />
          </div>
        </div>
      </section>

      <section className="section section--white" aria-label={locations.formLabel} id="contact-form">
        <div className="container">
          <div className="form-card">
            <LocationsContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
