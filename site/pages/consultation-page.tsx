import { PlaceholderPage } from '../components/placeholder-page';

export function ConsultationPage() {
  return <PlaceholderPage title="Book a free consultation" />;
}
