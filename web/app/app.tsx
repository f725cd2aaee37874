import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/api';
import { AppRoutes } from './app-routes';
import { LazyToaster } from './lazy-toaster';

/** Providers: data client, router and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </QueryClientProvider>
  );
}
