/** Consultation booking (docs/product/screens.md): the banner, then the booking section; success returns home. */
import '../../src/forms/forms.css';
import '../../src/booking/booking-section.css';
import '../styles/core-theme.css';
import { useNavigate } from 'react-router-dom';
import { BookingSection } from '../../src/booking/booking-section';
import { banners } from '../content/banners';
import { PageBanner } from '../components/page-banner';

export function ConsultationPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageBanner title={banners.consultation.title} subtitle={banners.consultation.subtitle} />
      <div className="container page-body">
        <BookingSection afterSuccess={() => void navigate('/')} />
      </div>
    </>
  );
}
