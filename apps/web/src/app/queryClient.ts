import { QueryClient } from '@tanstack/react-query';
import { readSession, subscribeSession } from './session.ts';

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

// What was cached belongs to the user it was fetched for: a login or logout, in this tab or another, drops it. Here
// rather than in session.ts, so that the login page, which has no cache, loads without TanStack Query.
let cachedFor = readSession()?.token;
subscribeSession(() => {
  const token = readSession()?.token;
  if (token !== cachedFor) queryClient.clear();
  cachedFor = token;
});
