import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';
import { READY_ATTR } from '#schemas/early-tap.ts';
import { RouteErrorBoundary } from './error-screen.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // The prerendered frame's controls have no handlers until this first commit: styles.css keeps
  // them from taking a tap or click that would be lost until the page says it is ready.
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTR, '');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouteErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RouteErrorBoundary>
    </QueryClientProvider>
  );
}
