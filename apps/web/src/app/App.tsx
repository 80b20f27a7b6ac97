import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LocaleProvider } from './locale/LocaleProvider.tsx';
import { queryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
