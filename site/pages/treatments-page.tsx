import { PlaceholderPage } from '../components/placeholder-page';

export function TreatmentsPage() {
  return <PlaceholderPage title="Treatments that Actually Work!" />;
}
