/** /forgot-password: 'Lost Your Password?' under the 'Reset Password' banner. */
import { useCopy } from '../i18n/copy-context';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordPage() {
  const { banners } = useCopy('banners', englishBanners);
  const { forgotCopy } = useCopy('account', englishAccount);
  return (
    <AccountLayout banner={banners.resetPassword} heading={forgotCopy.heading} subheading={forgotCopy.explanation}>
      <ForgotPasswordForm />
    </AccountLayout>
  );
}
