/**
 * The code of the back-office and of the public pages built with antd: their routes, antd's providers, TanStack
 * Query and the failure and version watchers. The router loads it for the first route outside the light pages; the
 * login form fetches it while the login request runs.
 */
export const loadBackOffice = () => import('./backOfficeRoutes.tsx');
