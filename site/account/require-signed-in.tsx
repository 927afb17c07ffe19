/**
 * The /profile guard (docs/product/roles.md): only a visitor with a non-empty stored user id gets through;
 * anyone else is sent to /signin. The server cannot see the browser's storage, so the server
 * render and hydration always show the neutral fallback, never someone's details.
 */
import { useEffect, type ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { useLocaleNavigate } from '../i18n/site-locale-context';
import { isSignedIn, session } from '../../src/session/session-store';
import { useSession } from '../../src/session/use-session';
import { useInBrowser } from './use-in-browser';

export function RequireSignedIn({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const state = useSession();
  const inBrowser = useInBrowser();
  const navigate = useLocaleNavigate();
  // A navigation under way (Logout going home) decides where the visitor ends up; this page is leaving.
  const leaving = useNavigation().state !== 'idle';
  const signedIn = isSignedIn(state);

  useEffect(() => {
    if (leaving) return;
    // Read the store itself: during a React hydration `state` still shows the server's signed-out view.
    if (!isSignedIn(session)) navigate('/signin', { replace: true });
  }, [signedIn, leaving, navigate]);

  return <>{inBrowser && signedIn ? children : fallback}</>;
}
