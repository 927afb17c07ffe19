import { PlaceholderPage } from '../components/placeholder-page';

export function TeamPage() {
  return <PlaceholderPage title="Meet the Experts" />;
}
