/**
 * /profile: the signed-in visitor's 'Personal Details' under the Profile banner, then 'Your
 * appointments'. Visitors are sent to /signin; until the browser knows who is here, a neutral
 * loading line stands in.
 */
import { useCopy } from '../i18n/copy-context';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { ProfileForm } from './profile-form';
import { AccountAppointments } from './account-appointments';
import { RequireSignedIn } from './require-signed-in';
import { useSession } from '../../src/session/use-session';

function SignedInProfile() {
  const state = useSession();
  // keyed by the user id so another sign-in in another tab starts from that user's details
  return (
    <>
      <ProfileForm key={state.userId} user={state.user} userId={state.userId} />
      <AccountAppointments key={`appointments-${state.userId}`} />
    </>
  );
}

export function ProfilePage() {
  const { banners } = useCopy('banners', englishBanners);
  const { profileCopy } = useCopy('account', englishAccount);
  return (
    <AccountLayout banner={banners.profile} heading={profileCopy.heading} wide>
      <RequireSignedIn
        fallback={
          <p className="account-loading" role="status">
            {profileCopy.loading}
          </p>
        }
      >
        <SignedInProfile />
      </RequireSignedIn>
    </AccountLayout>
  );
}
