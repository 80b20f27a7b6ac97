import { Suspense, type ReactNode } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { moveApiLoginQueryToHash } from './auth/apiLoginPath.ts';
import { loadBackOffice } from './backOfficeLoader.ts';
import { callCommand } from './envelope.ts';
import { LOGIN_NAMESPACES, PRICE_QUERY_NAMESPACES, TRACKING_NAMESPACES } from './i18nNamespaces.ts';
import { lazyPage, loadOrReload } from './lazyPage.ts';
import { PageSpin } from './PageSpin.tsx';
import { RootLayout } from './RootLayout.tsx';
import { checkVersion } from './version/versionCheck.ts';
import { readSession } from './session.ts';

// The light public pages: plain React, without antd, TanStack Query or zod (docs/architecture.md, "The web's screens").
// They wait for their own texts only, and show no dates.
const LoginPage = lazyPage(() => import('./auth/LoginPage.tsx'), 'LoginPage', { namespaces: LOGIN_NAMESPACES, dates: false });
const PublicTrackingPage = lazyPage(() => import('../features/tracking/PublicTrackingPage.tsx'), 'PublicTrackingPage', { namespaces: TRACKING_NAMESPACES, dates: false });
const PublicPricePage = lazyPage(() => import('../features/priceQuery/public/PublicPricePage.tsx'), 'PublicPricePage', { namespaces: PRICE_QUERY_NAMESPACES, dates: false });

const ROOT_ROUTE_ID = 'root';

function fullPage(element: ReactNode) {
  return <Suspense fallback={<PageSpin />}>{element}</Suspense>;
}

// Paths match case-insensitively, so /TMSlogin also serves /tmslogin.
const lightRoutes: RouteObject[] = [
  { path: '/login', element: fullPage(<LoginPage />) },
  { path: '/TMSlogin', element: fullPage(<LoginPage carrier />) },
  { path: '/TMS_Login', element: fullPage(<LoginPage carrier />) },
  { path: '/implantOrdertracking', element: fullPage(<PublicTrackingPage />) },
  // The spec's four names of one public price page.
  { path: '/offeraquery', element: fullPage(<PublicPricePage />) },
  { path: '/shtquery', element: fullPage(<PublicPricePage />) },
  { path: '/HYPrice1', element: fullPage(<PublicPricePage />) },
  { path: '/HYPrice2', element: fullPage(<PublicPricePage />) },
];

let backOfficeAdded = false;

/**
 * Every other route (the back-office and the public pages built with antd) is added when first needed, with the
 * code that draws it (backOfficeRoutes.tsx): the router asks here for a path the light routes do not match.
 */
async function addBackOfficeRoutes({ patch, signal }: { patch: (routeId: string, children: RouteObject[]) => void; signal: AbortSignal }) {
  if (backOfficeAdded) return;
  const { backOfficeRoute } = await loadOrReload(loadBackOffice);
  // Navigations may overlap: the first one still wanted adds the routes.
  if (backOfficeAdded || signal.aborted) return;
  patch(ROOT_ROUTE_ID, [backOfficeRoute]);
  backOfficeAdded = true;
}

export function createAppRouter() {
  // Before the router reads the address, so it starts on the API login route.
  moveApiLoginQueryToHash();
  return createHashRouter(
    [
      {
        id: ROOT_ROUTE_ID,
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
        children: lightRoutes,
      },
    ],
    { patchRoutesOnNavigation: addBackOfficeRoutes },
  );
}
