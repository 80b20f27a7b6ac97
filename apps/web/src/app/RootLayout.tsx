import { Navigate, Outlet, useLocation } from 'react-router';
import { apiLoginPathFromQuery } from './auth/apiLoginPath.ts';
import { FailureWatcher } from './failures/FailureWatcher.tsx';
import { VersionWatcher } from './version/VersionWatcher.tsx';

/** Above every page: the failure and version watchers, and API login from a ?token=&type= query. */
export function RootLayout() {
  const { search } = useLocation();
  const apiLoginPath = apiLoginPathFromQuery(search);
  return (
    <>
      <FailureWatcher />
      <VersionWatcher />
      {apiLoginPath ? <Navigate to={apiLoginPath} replace /> : <Outlet />}
    </>
  );
}
