import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './ops.css';
import { opsRoutes } from './routes';

/**
 * The back office's entry (ops.html, served at /ops): a bundle of its own that no player page loads. Staff read
 * English (docs/ops.md); react-intl is here for the one money format (src/ui/Money.tsx).
 */
const router = createBrowserRouter(opsRoutes);
createRoot(document.getElementById('ops-root')!).render(
  <StrictMode>
    <IntlProvider locale="en-PH">
      <RouterProvider router={router} />
    </IntlProvider>
  </StrictMode>,
);
