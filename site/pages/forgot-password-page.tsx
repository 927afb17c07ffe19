/** /forgot-password: 'Lost Your Password?' under the 'Reset Password' banner. */
import { banners } from '../content/banners';
import { forgotCopy } from '../account/account-copy';
import { AccountLayout } from '../account/account-layout';
import { ForgotPasswordForm } from '../account/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AccountLayout banner={banners.resetPassword} heading={forgotCopy.heading} subheading={forgotCopy.explanation}>
      <ForgotPasswordForm />
    </AccountLayout>
  );
}
