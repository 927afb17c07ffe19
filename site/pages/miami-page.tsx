import { PlaceholderPage } from '../components/placeholder-page';

export function MiamiPage() {
  return <PlaceholderPage title="Endolift Miami" />;
}
