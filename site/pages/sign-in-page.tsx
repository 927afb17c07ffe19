import { PlaceholderPage } from '../components/placeholder-page';

export function SignInPage() {
  return <PlaceholderPage title="Sign in" />;
}
