import { QueryClient } from '@tanstack/react-query';

/**
 * Failures are already shown once by the global handler, so a retry would only repeat the message;
 * window focus does not refetch because back-office pages refresh on demand.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
