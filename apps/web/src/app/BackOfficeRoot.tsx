import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { FailureWatcher } from './failures/FailureWatcher.tsx';
import { AntdProviders } from './locale/AntdProviders.tsx';
import { queryClient } from './queryClient.ts';
import { VersionWatcher } from './version/VersionWatcher.tsx';

/**
 * Above the back-office and the public pages built with antd: TanStack Query, antd's theme and texts, and the
 * watchers that show failed commands' hints (with antd's messages) and offer a newly deployed build.
 */
export function BackOfficeRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdProviders>
        <FailureWatcher />
        <VersionWatcher />
        <Outlet />
      </AntdProviders>
    </QueryClientProvider>
  );
}
