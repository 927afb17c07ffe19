import { PlaceholderPage } from '../components/placeholder-page';

export function FloridaPage() {
  return <PlaceholderPage title="Endolift Florida" />;
}
