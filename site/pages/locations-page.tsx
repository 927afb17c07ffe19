import { PlaceholderPage } from '../components/placeholder-page';

export function LocationsPage() {
  return <PlaceholderPage title="Location" />;
}
