import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { LocationProvider } from './hooks/useUserLocation';
import { router } from './routes';
import './styles.css';

// Toasts raised before it loads wait in the store (components/ui/toast.tsx) and show once it has.
const Toaster = lazy(() => import('./components/ui/toaster'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LocationProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </LocationProvider>
    </QueryClientProvider>
  </StrictMode>,
);
