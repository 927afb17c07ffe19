/**
 * /reset-password?token=…&email=…: 'New Password?' under the 'Change Password' banner. A link
 * without its token or e-mail cannot work, so it says so and offers a new one.
 */
import { useSearchParams } from 'react-router-dom';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink as Link } from '../i18n/site-locale-context';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordPage() {
  const { banners } = useCopy('banners', englishBanners);
  const { resetCopy } = useCopy('account', englishAccount);
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
