import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { SupportChat } from '../features/support-chat/SupportChat';
import { AdminRoute } from './AdminRoute';
import { ProtectedRoute } from './ProtectedRoute';

/** React.lazy for a module's named page export (each route is its own chunk). */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AppLayout = lazyPage(() => import('./AppLayout/AppLayout'), 'AppLayout');
const LandingPage = lazyPage(() => import('../features/landing/Landing.page'), 'LandingPage');
const AuthPage = lazyPage(() => import('../features/auth/Auth.page'), 'AuthPage');
const ContentPagePage = lazyPage(() => import('../features/content/ContentPage.page'), 'ContentPagePage');
const DashboardPage = lazyPage(() => import('../features/dashboard/Dashboard.page'), 'DashboardPage');
const GeminiGeneratePage = lazyPage(
  () => import('../features/generate/GeminiGenerate.page'),
  'GeminiGeneratePage',
);
const VirtualTryOnPage = lazyPage(() => import('../features/tryon/VirtualTryOn.page'), 'VirtualTryOnPage');
const GalleryPage = lazyPage(() => import('../features/gallery/Gallery.page'), 'GalleryPage');
const PricingPage = lazyPage(() => import('../features/billing/Pricing.page'), 'PricingPage');
const PaymentSuccessPage = lazyPage(
  () => import('../features/billing/PaymentSuccess.page'),
  'PaymentSuccessPage',
);
const SubscriptionManagementPage = lazyPage(
  () => import('../features/billing/SubscriptionManagement.page'),
  'SubscriptionManagementPage',
);
const SandboxCheckoutPage = lazyPage(
  () => import('../features/billing/SandboxCheckout.page'),
  'SandboxCheckoutPage',
);
const SandboxPortalPage = lazyPage(
  () => import('../features/billing/SandboxPortal.page'),
  'SandboxPortalPage',
);
const NotificationSettingsPage = lazyPage(
  () => import('../features/notification-settings/NotificationSettings.page'),
  'NotificationSettingsPage',
);
const AdminPage = lazyPage(() => import('../features/admin/Admin.page'), 'AdminPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFound.page'), 'NotFoundPage');

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
      <Route
        path="/"
        element={
          <Lazy>
            <LandingPage />
          </Lazy>
        }
      />
      <Route
        path="/auth"
        element={
          <Lazy>
            <AuthPage />
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
