/**
 * Restores the session, loads the chunk of the page the server rendered (so the first render
 * matches its HTML), then hydrates. The server's boot script loads this file after the page's first
 * paint (server/site/page-assets.ts).
 */
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { publicRoutes } from './routes';
import { startSessionPersistence } from '../src/session/session-persist';
import { captureVisit } from '../src/lead-source/capture-visit';
import { loadToasts } from '../src/toast/toast-service';
import { adoptRouterData } from './data/router-data';
import 'notyf/notyf.min.css';
import './styles/global.css';

const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');
const loadStaffRoutes = async () => (await import('./staff/staff-routes')).staffRoutes;

/**
 * Lets the browser run what waits (a tap, a paint) before the next step: the modules' evaluation,
 * the session and route work, and the first slice of hydration each run as a task of their own
 * rather than one long task (docs/decisions/0020-first-paint.md).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate(): Promise<void> {
  await yieldToBrowser();
  startSessionPersistence();
  // where this visit came from, sent with a lead to the clinic only (src/lead-source/)
  captureVisit();
  // The same table the server rendered with: the staff routes join it only on a staff page.
  const routes: RouteObject[] = isStaffPath(window.location.pathname) ? [...publicRoutes, ...(await loadStaffRoutes())] : publicRoutes;
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const load = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await load()), lazy: undefined });
    }),
  );
  // react-dom's client starts up in a task of its own (its evaluation is the largest single piece
  // of work before hydrating), after the modules above and the session work
  await yieldToBrowser();
  const { hydrateRoot } = await import('react-dom/client');
  let staffAdded = routes !== publicRoutes;
  adoptRouterData();
  const router = createBrowserRouter(routes, {
    // a link into the inbox from a public page adds its routes on the way
    async patchRoutesOnNavigation({ path, patch }) {
      if (staffAdded || !isStaffPath(path)) return;
      staffAdded = true;
      patch(null, await loadStaffRoutes());
    },
  });
  const root = document.getElementById('root');
  if (root) {
    // Hydrated as a transition, React works in slices of a few milliseconds and yields to the
    // browser between them: the page's code now runs after its first paint
    // (server/site/page-assets.ts), and one long hydration task there would block a tap on a
    // phone for its whole length (docs/decisions/0020-first-paint.md).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  }
}

/**
 * The toast code loads as soon as a visitor starts on a form, not with the page: by the time she
 * submits it is there, so the form's answer shows at once, even 'Network error' after her
 * connection dropped.
 */
function loadToastsOnFirstForm(event: FocusEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('form')) return;
  document.removeEventListener('focusin', loadToastsOnFirstForm);
  loadToasts().catch((err: unknown) => console.warn('toasts could not load yet', err));
}
document.addEventListener('focusin', loadToastsOnFirstForm);

void hydrate();
