/**
 * Restores the session, loads the chunk of the page the server rendered (so the first render
 * matches its HTML), then hydrates.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { startSessionPersistence } from '../src/session/session-persist';
import 'notyf/notyf.min.css';
import './styles/global.css';

async function hydrate(): Promise<void> {
  startSessionPersistence();
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const load = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await load()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (root) {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    // Links and forms work as the app from here on (tests and styles can wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }
}

void hydrate();
