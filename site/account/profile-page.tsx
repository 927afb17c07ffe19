/**
 * /profile: the signed-in visitor's 'Personal Details' under the Profile banner, then 'Your
 * appointments'. Visitors are sent to /signin; until the browser knows who is here, a neutral
 * loading line stands in.
 */
import { useState } from 'react';
import { useCopy } from '../i18n/copy-context';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { ProfileForm } from './profile-form';
import { AccountAppointments } from './account-appointments';
import { RequireSignedIn } from './require-signed-in';
import { AccountDataPanel } from './account-data-panel';
import { accountDataWords as wordsEn } from './account-data-words';
import { accountDataWords as wordsEs } from './account-data-words.es';
import { useSiteLocale } from '../i18n/site-locale-context';
import { useSession } from '../../src/session/use-session';

function SignedInProfile({ onClosed }: { onClosed: (message: string) => void }) {
  const state = useSession();
  // keyed by the user id so another sign-in in another tab starts from that user's details
  return (
    <>
      <ProfileForm key={state.userId} user={state.user} userId={state.userId} />
      <AccountAppointments key={`appointments-${state.userId}`} />
      <AccountDataPanel key={`data-${state.userId}`} onClosed={onClosed} />
    </>
  );
}

/** After she closed her account: signed out, the server's sentence of what was kept and what went. */
function ClosedAccount({ message }: { message: string }) {
  const words = useSiteLocale() === 'es' ? wordsEs : wordsEn;
  return (
    <section className="account-data" role="status">
      <h3>{words.closedHeading}</h3>
      <p>{message}</p>
    </section>
  );
}

export function ProfilePage() {
  const { banners } = useCopy('banners', englishBanners);
  const { profileCopy } = useCopy('account', englishAccount);
  const [closed, setClosed] = useState<string | null>(null);
  if (closed !== null) {
    return (
      <AccountLayout banner={banners.profile} heading={profileCopy.heading} wide>
        <ClosedAccount message={closed} />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout banner={banners.profile} heading={profileCopy.heading} wide>
      <RequireSignedIn
        fallback={
          <p className="account-loading" role="status">
            {profileCopy.loading}
          </p>
        }
      >
        <SignedInProfile onClosed={setClosed} />
      </RequireSignedIn>
    </AccountLayout>
  );
}
