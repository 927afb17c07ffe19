/** Consultation booking (docs/product/screens.md): the banner, then the booking section; a call-back request returns home, a booked time shows its confirmation. */
import '../../src/forms/forms.css';
import '../../src/booking/booking-section.css';
import '../../src/booking/time-picker/time-picker.css';
import '../../src/booking/image-picker.css';
import '../styles/core-theme.css';
import { BookingSection } from '../../src/booking/booking-section';
import { useCopy } from '../i18n/copy-context';
import { useLocaleNavigate } from '../i18n/site-locale-context';
import * as englishBanners from '../content/banners';
import { PageBanner } from '../components/page-banner';

export function ConsultationPage() {
  const { banners } = useCopy('banners', englishBanners);
  const navigate = useLocaleNavigate();
  return (
    <>
      <PageBanner title={banners.consultation.title} subtitle={banners.consultation.subtitle} />
      <div className="container page-body">
        <BookingSection
          afterSuccess={(appointment) => {
            // a booked time stays on screen as its confirmation; a call-back request returns home
            if (!appointment) navigate('/');
          }}
        />
      </div>
    </>
  );
}
