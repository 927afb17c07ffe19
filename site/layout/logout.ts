/**
 * Logout (docs/product/behaviour.md): the session is cleared on the page, an empty user id is stored, 'Logout
 * Success' is shown and the visitor goes home. docs/product/README.md makes this a client-side change; we also
 * ask the server to end its session so a shared computer keeps no live session cookie, and a
 * failure there changes nothing the visitor sees.
 */
import { useCallback } from 'react';
import { post } from '../../src/api/http-client';
import { apiPath } from '../../src/config/clinic';
import { logoutUser } from '../../src/session/session-store';
import { toastSuccess } from '../../src/toast/toast-service';
import * as englishLayout from '../copy/layout';
import { useCopy } from '../i18n/copy-context';
import { useLocaleNavigate } from '../i18n/site-locale-context';

export async function logoutOnServer(): Promise<void> {
  try {
    await post(apiPath('logout'), {});
  } catch {
    // already signed out on the server, or offline: the local session is cleared either way
  }
}

export function useLogout(): () => void {
  const navigate = useLocaleNavigate();
  const { accountMessages } = useCopy('layout', englishLayout);
  return useCallback(() => {
    void logoutOnServer();
    // Navigate first, committed at once (React Router otherwise updates in a transition, after the
    // session change): a guarded page (/profile) then sees a navigation under way and lets it finish.
    navigate('/', { flushSync: true });
    logoutUser();
    toastSuccess(accountMessages.logoutSuccess);
  }, [navigate, accountMessages]);
}
