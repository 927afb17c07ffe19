/** /training-offer?token=… (docs/product/screens.md "Waitlist offer"): take or decline an offered seat. Never indexed. */
import { useSearchParams } from 'react-router-dom';
import { OfferView } from '../trainings/offer-view';

export function TrainingOfferPage() {
  const [params] = useSearchParams();
  return (
    <div className="container page-body course-page">
      <OfferView token={params.get('token') ?? ''} />
    </div>
  );
}
