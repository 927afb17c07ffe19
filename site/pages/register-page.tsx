import { PlaceholderPage } from '../components/placeholder-page';

export function RegisterPage() {
  return <PlaceholderPage title="Register" />;
}
