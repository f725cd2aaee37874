import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// A transition: React renders the first screen in slices and lets the browser run between
// them, instead of in one long task (docs/performance.md#results, figure 3). The page already shows the same
// loading screen (index.html) until React's first commit replaces it.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Offline use and updates that wait for the user (docs/decisions/0025-offline-app-shell.md).
registerServiceWorker();
