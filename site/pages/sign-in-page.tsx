/** /signin: 'Welcome Back!' under the 'Sign in' banner. */
import { banners } from '../content/banners';
import { signInCopy } from '../account/account-copy';
import { AccountLayout } from '../account/account-layout';
import { SignInForm } from '../account/sign-in-form';

export function SignInPage() {
  return (
    <AccountLayout banner={banners.signin} heading={signInCopy.heading} subheading={signInCopy.subheading}>
      <SignInForm />
    </AccountLayout>
  );
}
