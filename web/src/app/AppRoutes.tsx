import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { loadAppClient, withAppClientLoaded } from './app-client-loader';
import { firstScreenLoading } from '../lib/first-screen';
import { CurrentUserQuery } from '../features/auth/auth.graphql';
import { prefetchDashboard } from '../features/dashboard/dashboard-prefetch';
import { LandingPage } from '../features/landing/Landing.page';
import { SupportChat } from '../features/support-chat/SupportChat';
import { AdminRoute } from './AdminRoute';
import { ProtectedRoute } from './ProtectedRoute';

/**
 * The loaders of the lazily loaded screens by route path, whether the screen is a signed-in one, and what
 * it asks the server for first (started at once too, see {@link preloadScreen}).
 */
const screens: {
  path: string;
  load: () => Promise<unknown>;
  signedIn: boolean;
  prefetch?: (client: ApolloClient) => void;
}[] = [];

/**
 * React.lazy for a module's named export, that does not suspend once the module has been loaded (by
 * {@link preloadScreen} or an earlier render): React.lazy reads a thenable that calls back at once as
 * resolved, so the screen renders in the same pass as what is around it, instead of showing the Loading
 * fallback for a moment and then the screen in a pass of its own (React holds each revealed fallback for
 * 300 ms). Returns the component and the loader that preloads it.
 */
function preloadable<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  { client = true }: { client?: boolean } = {},
) {
  let loaded: ComponentType | undefined;
  const component = () => load().then((module) => module[name] as ComponentType);
  // A screen that asks the server is loaded with Apollo Client and given the app's client
  // (app/app-client.tsx); one that does not (/auth's form) shows without waiting for it.
  const preload = () =>
    (client ? withAppClientLoaded(component) : component()).then((c) => {
      loaded = c;
      return loaded;
    });
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((c) => ({ default: c }));
    const now: PromiseLike<{ default: ComponentType }> = {
      then: (resolve) => {
        resolve?.({ default: component });
        return now as never;
      },
    };
    // React reads only `then` (its types ask for a whole Promise).
    return now as Promise<{ default: ComponentType }>;
  });
  return { Component, preload };
}

/**
 * A lazily loaded page: each route is its own chunk, except the landing page, which is in the first load
 * (the page most visits start on; its pieces are the ones most screens share). `paths` are the routes that
 * show it ({@link preloadScreen}).
 */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  paths: string[] = [],
  signedIn = true,
  prefetch?: (client: ApolloClient) => void,
  client = true,
) {
  const page = preloadable(load, name, { client });
  for (const path of paths) screens.push({ path, load: page.preload, signedIn, prefetch });
  return page.Component;
}

const appLayout = preloadable(() => import('./AppLayout/AppLayout'), 'AppLayout');
const AppLayout = appLayout.Component;
// The sign-in form uses the auth provider only: no Apollo Client to wait for.
const AuthPage = lazyPage(
  () => import('../features/auth/Auth.page'),
  'AuthPage',
  ['/auth'],
  false,
  undefined,
  false,
);
const ContentPagePage = lazyPage(
  () => import('../features/content/ContentPage.page'),
  'ContentPagePage',
  ['/pages/:slug'],
  false,
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/Dashboard.page'),
  'DashboardPage',
  ['/dashboard'],
  true,
  prefetchDashboard,
);
const GeminiGeneratePage = lazyPage(
  () => import('../features/generate/GeminiGenerate.page'),
  'GeminiGeneratePage',
  ['/gemini-generate'],
);
const VirtualTryOnPage = lazyPage(() => import('../features/tryon/VirtualTryOn.page'), 'VirtualTryOnPage', [
  '/gemini-virtual-tryon',
]);
const GalleryPage = lazyPage(() => import('../features/gallery/Gallery.page'), 'GalleryPage', ['/gallery']);
const PricingPage = lazyPage(() => import('../features/billing/Pricing.page'), 'PricingPage', ['/pricing']);
const PaymentSuccessPage = lazyPage(
  () => import('../features/billing/PaymentSuccess.page'),
  'PaymentSuccessPage',
  ['/payment/success'],
);
const SubscriptionManagementPage = lazyPage(
  () => import('../features/billing/SubscriptionManagement.page'),
  'SubscriptionManagementPage',
  ['/subscription-management'],
);
const SandboxCheckoutPage = lazyPage(
  () => import('../features/billing/SandboxCheckout.page'),
  'SandboxCheckoutPage',
  ['/sandbox-checkout/:id'],
);
const SandboxPortalPage = lazyPage(
  () => import('../features/billing/SandboxPortal.page'),
  'SandboxPortalPage',
  ['/sandbox-portal'],
);
const NotificationSettingsPage = lazyPage(
  () => import('../features/notification-settings/NotificationSettings.page'),
  'NotificationSettingsPage',
  ['/notification-settings'],
);
const AdminPage = lazyPage(() => import('../features/admin/Admin.page'), 'AdminPage', [
  '/admin',
  '/admin-dashboard',
]);
const AccountPage = lazyPage(() => import('../features/account/Account.page'), 'AccountPage', ['/account']);
const ForgotPasswordPage = lazyPage(
  () => import('../features/account/ForgotPassword.page'),
  'ForgotPasswordPage',
  ['/forgot-password'],
  false,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/account/ResetPassword.page'),
  'ResetPasswordPage',
  ['/reset-password'],
  false,
);
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFound.page'), 'NotFoundPage');

/**
 * Starts loading the screen of `pathname` (and the signed-in layout around it) and asking for its data
 * (when it says what) at once, in parallel with the first render and the current-user query, rather than
 * one after the other as they are rendered. The lazy components then find their modules loaded and the
 * screen its answer; a failed load is left to them to report.
 */
export function preloadScreen(pathname: string): void {
  const screen = screens.find((s) => matchPath(s.path, pathname));
  if (!screen) return;
  if (screen.signedIn || screen.prefetch) {
    loadAppClient().then(
      ({ appClient }) => {
        const client = appClient();
        // A signed-in screen waits for the current user first: ask for it now too, beside the screen's own
        // data (AuthProvider's identical query then shares this request, Apollo's deduplication).
        if (screen.signedIn) client.query({ query: CurrentUserQuery }).catch(() => undefined);
        screen.prefetch?.(client);
      },
      () => undefined,
    );
  }
  const loads = screen.signedIn ? [appLayout.preload, screen.load] : [screen.load];
  firstScreenLoading(Promise.all(loads.map((load) => load())));
}

/** Suspense boundary of a lazily loaded screen. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/**
 * Every route of the spec (consumer-app section 2), plus the sandbox checkout and billing portal that stand
 * in for the payment provider when the server has no key; signed-in screens share the header layout. The
 * support chat's launcher floats over every one of them (its panel is loaded on the first click).
 */
export function AppRoutes() {
  return (
    <>
      <AppScreens />
      <SupportChat />
    </>
  );
}

/** The screen of the current address. */
function AppScreens() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path="/auth"
        element={
          <Lazy>
            <AuthPage />
          </Lazy>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <Lazy>
            <ForgotPasswordPage />
          </Lazy>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Lazy>
            <ResetPasswordPage />
          </Lazy>
        }
      />
      <Route
        path="/pages/:slug"
        element={
          <Lazy>
            <ContentPagePage />
          </Lazy>
        }
      />
      <Route
        element={
          <ProtectedRoute>
            <Lazy>
              <AppLayout />
            </Lazy>
          </ProtectedRoute>
        }
      >
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/gemini-generate" element={<GeminiGeneratePage />} />
        <Route path="/gemini-virtual-tryon" element={<VirtualTryOnPage />} />
        <Route path="/gallery" element={<GalleryPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/subscription-management" element={<SubscriptionManagementPage />} />
        <Route path="/sandbox-checkout/:id" element={<SandboxCheckoutPage />} />
        <Route path="/sandbox-portal" element={<SandboxPortalPage />} />
        <Route path="/notification-settings" element={<NotificationSettingsPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route
          path="/admin"
          element={
            <AdminRoute>
              <AdminPage />
            </AdminRoute>
          }
        />
        <Route
          path="/admin-dashboard"
          element={
            <AdminRoute>
              <AdminPage />
            </AdminRoute>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <Lazy>
            <NotFoundPage />
          </Lazy>
        }
      />
    </Routes>
  );
}
