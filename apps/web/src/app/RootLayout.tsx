import { Navigate, Outlet, useLocation } from 'react-router';
import { apiLoginPathFromQuery } from './auth/apiLoginPath.ts';

/** Above every page: API login from a ?token=&type= query (the watchers sit in BackOfficeRoot, with antd). */
export function RootLayout() {
  const { search } = useLocation();
  const apiLoginPath = apiLoginPathFromQuery(search);
  return apiLoginPath ? <Navigate to={apiLoginPath} replace /> : <Outlet />;
}
