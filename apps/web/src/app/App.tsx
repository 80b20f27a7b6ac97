import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

/** The router alone: antd's and TanStack Query's providers come with the back-office's routes (BackOfficeRoot). */
export function App() {
  return <RouterProvider router={router} />;
}
