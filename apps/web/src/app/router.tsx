import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { shellRoutes } from '../features/shellRoutes.ts';
import { PublicTrackingPage } from '../features/tracking/PublicTrackingPage.tsx';
import { ApiLoginPage } from './auth/ApiLoginPage.tsx';
import { moveApiLoginQueryToHash } from './auth/apiLoginPath.ts';
import { ChangePasswordPage } from './auth/ChangePasswordPage.tsx';
import { ForgetPage } from './auth/forget/ForgetPage.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
import { NotFoundPage } from './auth/NotFoundPage.tsx';
import { RegisterPage } from './auth/register/RegisterPage.tsx';
import { PageSpin } from './PageSpin.tsx';
import { RootLayout } from './RootLayout.tsx';
import { ShellLayout } from './shell/ShellLayout.tsx';
import { ShellNotFound } from './shell/ShellNotFound.tsx';
import { PageGuard } from './shell/PageGuard.tsx';
import { checkVersion } from './version/versionCheck.ts';
import { callCommand } from './envelope.ts';
import { readSession } from './session.ts';

export type ShellHandle = { tabName: string };

// Paths match case-insensitively, so /TMSlogin also serves /tmslogin and /ChangePassword /changePassword.
const publicRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/TMSlogin', element: <LoginPage carrier /> },
  { path: '/TMS_Login', element: <LoginPage carrier /> },
  { path: '/login/:token/:type', element: <ApiLoginPage /> },
  { path: '/registered', element: <RegisterPage defaultKind="cargoOwner" /> },
  { path: '/newregister', element: <RegisterPage defaultKind="carrier" /> },
  { path: '/forget', element: <ForgetPage /> },
  { path: '/ChangePassword', element: <ChangePasswordPage /> },
  { path: '/ModifyPassword', element: <ChangePasswordPage /> },
  { path: '/implantOrdertracking', element: <PublicTrackingPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/notFound', element: <NotFoundPage /> },
];

const shellRoute: RouteObject = {
  path: '/',
  element: <ShellLayout />,
  children: [
    { index: true, element: <Navigate to="/home" replace /> },
    // Every page behind one guard: a page the caller has no function for says so and makes no data call.
    ...shellRoutes.map((route) => ({
      path: route.path,
      element: <PageGuard route={route}>{route.element}</PageGuard>,
      handle: { tabName: route.tabName } satisfies ShellHandle,
    })),
    // Unknown paths: the login page for a visitor (the shell's guard), a 404 inside the shell for a user.
    { path: '*', element: <ShellNotFound /> },
  ],
};

export function createAppRouter() {
  // Before the router reads the address, so it starts on the API login route.
  moveApiLoginQueryToHash();
  return createHashRouter([
    {
      element: <RootLayout />,
      // A root loader runs before every navigation: the moment to look for a newer deployed build and to
      // notice a session revoked on the server (its 404 clears it and returns to the login page).
      loader: () => {
        void checkVersion();
        if (readSession()) void callCommand('uc', 'checkSession', {}, { silent: true }).catch(() => undefined);
        return null;
      },
      shouldRevalidate: () => true,
      hydrateFallbackElement: <PageSpin />,
      children: [...publicRoutes, shellRoute],
    },
  ]);
}
