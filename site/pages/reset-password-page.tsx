/**
 * /reset-password?token=…&email=…: 'New Password?' under the 'Change Password' banner. A link
 * without its token or e-mail cannot work, so it says so and offers a new one.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { banners } from '../content/banners';
import { resetCopy } from '../account/account-copy';
import { AccountLayout } from '../account/account-layout';
import { ResetPasswordForm } from '../account/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = token !== '' && email !== '';
  return (
    <AccountLayout banner={banners.changePassword} heading={resetCopy.heading} subheading={resetCopy.subheading}>
      {complete ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <div className="account-notice" role="alert">
          <p>{resetCopy.incompleteLink}</p>
          <Link className="btn btn-primary" to="/forgot-password">
            {resetCopy.requestNew}
          </Link>
        </div>
      )}
    </AccountLayout>
  );
}
