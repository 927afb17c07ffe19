/** Restores the session, then hydrates the server-rendered page. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { startSessionPersistence } from '../src/session/session-persist';
import 'notyf/notyf.min.css';
import './styles/global.css';

startSessionPersistence();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
