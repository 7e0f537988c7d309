import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { Toaster } from './components/ui/toast';
import { LocationProvider } from './hooks/useUserLocation';
import { router } from './routes';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LocationProvider>
        <RouterProvider router={router} />
        <Toaster />
      </LocationProvider>
    </QueryClientProvider>
  </StrictMode>,
);
