import { PlaceholderPage } from '../components/placeholder-page';

export function TrainingsPage() {
  return <PlaceholderPage title="Endolift Training" />;
}
