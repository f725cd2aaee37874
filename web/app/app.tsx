import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/api';
import { AppRoutes } from './app-routes';

/** Providers: data client, router and toasts (spec part 1 §9: one visible, 5 s, F8, swipe right). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster visibleToasts={1} duration={5000} hotkey={['F8']} swipeDirections={['right']} position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
