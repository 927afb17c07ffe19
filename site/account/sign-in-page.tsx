/** /signin: 'Welcome Back!' under the 'Sign in' banner. */
import { useCopy } from '../i18n/copy-context';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { banners } = useCopy('banners', englishBanners);
  const { signInCopy } = useCopy('account', englishAccount);
  return (
    <AccountLayout banner={banners.signin} heading={signInCopy.heading} subheading={signInCopy.subheading}>
      <SignInForm />
    </AccountLayout>
  );
}
