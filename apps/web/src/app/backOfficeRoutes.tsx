import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { shellRoutes } from '../features/shellRoutes.ts';
import { BackOfficeRoot } from './BackOfficeRoot.tsx';
import { lazyPage, preloadPage } from './lazyPage.ts';
import { PageSpin } from './PageSpin.tsx';
import { readSession, reloginPath } from './session.ts';
import { useSession } from './useSession.ts';

// Every page loads with its code when first opened.
const ApiLoginPage = lazyPage(() => import('./auth/ApiLoginPage.tsx'), 'ApiLoginPage');
const ChangePasswordPage = lazyPage(() => import('./auth/ChangePasswordPage.tsx'), 'ChangePasswordPage');
const ForgetPage = lazyPage(() => import('./auth/forget/ForgetPage.tsx'), 'ForgetPage');
const NotFoundPage = lazyPage(() => import('./auth/NotFoundPage.tsx'), 'NotFoundPage');
const RegisterPage = lazyPage(() => import('./auth/register/RegisterPage.tsx'), 'RegisterPage');
const ShellLayout = lazyPage(() => import('./shell/ShellLayout.tsx'), 'ShellLayout');
const ShellNotFound = lazyPage(() => import('./shell/ShellNotFound.tsx'), 'ShellNotFound');
const PageGuard = lazyPage(() => import('./shell/PageGuard.tsx'), 'PageGuard');

const SHELL_PAGE_SPIN_HEIGHT = 240;

function fullPage(element: ReactNode) {
  return <Suspense fallback={<PageSpin />}>{element}</Suspense>;
}

function shellPage(element: ReactNode) {
  return <Suspense fallback={<PageSpin height={SHELL_PAGE_SPIN_HEIGHT} />}>{element}</Suspense>;
}

/** A visitor goes to the login page before the shell's code downloads (ShellLayout checks again when it renders). */
function ShellGate() {
  const session = useSession();
  return session ? fullPage(<ShellLayout />) : <Navigate to={reloginPath()} replace />;
}

export type ShellHandle = { tabName: string };

// Paths match case-insensitively, so /ChangePassword also serves /changePassword.
const antdPublicRoutes: RouteObject[] = [
  { path: '/login/:token/:type', element: fullPage(<ApiLoginPage />) },
  { path: '/registered', element: fullPage(<RegisterPage defaultKind="cargoOwner" />) },
  { path: '/newregister', element: fullPage(<RegisterPage defaultKind="carrier" />) },
  { path: '/forget', element: fullPage(<ForgetPage />) },
  { path: '/ChangePassword', element: fullPage(<ChangePasswordPage />) },
  { path: '/ModifyPassword', element: fullPage(<ChangePasswordPage />) },
  { path: '/404', element: fullPage(<NotFoundPage />) },
  { path: '/notFound', element: fullPage(<NotFoundPage />) },
];

const shellRoute: RouteObject = {
  path: '/',
  element: <ShellGate />,
  // The shell, the guard and the page (the child's loader) download at once, and render together as one.
  loader: async () => {
    if (readSession()) await Promise.all([ShellLayout.preload(), PageGuard.preload()]);
    return null;
  },
  children: [
    { index: true, element: <Navigate to="/home" replace /> },
    // Every page behind one guard: a page the caller has no function for says so and makes no data call.
    ...shellRoutes.map((route) => ({
      path: route.path,
      loader: () => preloadPage(route.element),
      element: shellPage(<PageGuard route={route}>{route.element}</PageGuard>),
      handle: { tabName: route.tabName } satisfies ShellHandle,
    })),
    // Unknown paths: the login page for a visitor (the shell's guard), a 404 inside the shell for a user.
    { path: '*', element: shellPage(<ShellNotFound />) },
  ],
};

/** The routes the router adds beside the light public pages when one of them is first opened (router.tsx). */
export const backOfficeRoute: RouteObject = { element: <BackOfficeRoot />, children: [...antdPublicRoutes, shellRoute] };
