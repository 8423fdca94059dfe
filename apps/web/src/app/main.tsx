import '../styles/fonts.css';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { locationStore } from '../state/location';
import { Providers } from './providers';
import { AppRoutes } from './routes';

// A first visit opens on the location dialog: fetch its chunk alongside the page's rather than after it.
if (!locationStore.get().country) void import('../features/configurator/components/location-dialog');

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render as a transition: React renders in slices and lets the browser handle input between them, so
// starting the app never blocks the page for long on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
