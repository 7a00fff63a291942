// The root of every page: status gate (app | maintenance | blocked), member info at start,
// the navigation guard, route modals, chrome (header, side menu, footer) by path, modals.
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  isAgentPath,
  NO_STARTUP_POPUPS,
  showsChrome,
  visitorOnly,
  type RouteHandle,
} from '../../config/routes.ts';
import { getTenant, useTenantText } from '../../config/tenant.ts';
import { memberInfoQueryOptions } from '../../lib/api/get-member-info.ts';
import { rootScreen, systemStatusQueryOptions } from '../../lib/api/get-system-status.ts';
import { useModals } from '../../lib/stores/modals.ts';
import { isAgentType, isTrialType, useSession } from '../../lib/stores/session.ts';
import { pushSupported } from '../../lib/push/supported.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { StatusPage as StatusPageComponent } from '../../features/status/components/status-page.tsx';
import { whenIdle } from '../../lib/idle.ts';
import { RouteErrorBoundary } from '../error-screen.tsx';
import { guard } from '../guard.ts';
import { loadable } from '../lazy.ts';
import { Frame, PagePlaceholder } from './app-shell.tsx';
import { Dialog } from './dialog.tsx';
import { ModalHost } from './modal-host.tsx';

// Loaded without suspending (see loadable): a suspended popup could stay unmounted for seconds
// on a busy phone while the home page keeps updating. Asked for once the page has drawn its
// first content (the browser's first idle moment): its code and its call shared a slow phone's
// link and main thread with the page's first tiles, and the popup covered a page still loading.
const StartupPopups = loadable(
  () => import('../../features/content/components/startup-popups.tsx'),
  null,
  whenIdle,
);
// Maintenance and access-restricted screens: rare, so not part of every first visit's JS.
const StatusPage = loadable<ComponentProps<typeof StatusPageComponent>>(
  () =>
    import('../../features/status/components/status-page.tsx').then((m) => ({
      default: m.StatusPage,
    })),
  <Spinner />,
);
// Contract offers and termination requests waiting for the member (logged in only).
const ContractPopup = loadable(
  () => import('../../features/contracts/components/contract-popup.tsx'),
  null,
);

// The push channel: signed-in members only, loaded after sign-in (never in a first visit's JS).
const PushChannel = loadable<{ token: string }>(() => import('../push-channel.tsx'), null);

/** The frame around the page of the location (`children`), told what that page is (`handle`). */
export function RootLayout({
  handle,
  children,
}: {
  handle: RouteHandle | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tenant = getTenant();
  const text = useTenantText();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useQuery(systemStatusQueryOptions());
  const token = useSession((s) => s.token);
  const endedAt = useSession((s) => s.endedAt);
  const member = useQuery(memberInfoQueryOptions(token));

  // Scroll to top after each navigation (spec §2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  // /login, /register, /help open their modal over home; a session on /login or /register is
  // on its way home (guard), so a remount of this layout must not open the login popup again.
  const routeModal =
    handle?.modal && !(token !== null && visitorOnly(location.pathname)) ? handle.modal : null;
  useEffect(() => {
    if (routeModal) {
      useModals
        .getState()
        .show(routeModal, routeModal === 'help' ? { anchor: location.hash.slice(1) } : {});
    }
  }, [routeModal, location.hash]);
  // A session ended by the server (401 user.or.token.invalid) returns to / (or /agent).
  useEffect(() => {
    if (endedAt)
      navigate(isAgentPath(window.location.pathname) ? '/agent' : '/', { replace: true });
  }, [endedAt, navigate]);
  useEffect(() => {
    document.title =
      handle?.titleKey && handle.titleKey !== 'nav.home'
        ? `${t(handle.titleKey)} · ${tenant.displayName}`
        : text(tenant.branding.title);
  }, [handle?.titleKey, t, tenant, text]);

  // Until the status call answers, the frame and placeholder index.html was prerendered with.
  const ready = !status.isPending;
  const screen = rootScreen(status.data);
  if (ready && screen !== 'app') return <StatusPage kind={screen} ip={status.data?.location.ip} />;

  const decision = ready
    ? guard(location.pathname, {
        isLogin: token !== null,
        isAgent: member.data ? isAgentType(member.data.type) : member.isError ? false : undefined,
      })
    : null;
  if (decision && 'redirect' in decision) return <Navigate to={decision.redirect} replace />;

  const chrome = showsChrome(location.pathname);
  return (
    <Frame
      pathname={location.pathname}
      overlays={
        ready && (
          <>
            <ModalHost />
            <Dialog />
            {chrome && !NO_STARTUP_POPUPS.includes(location.pathname) && <StartupPopups />}
            {token && <ContractPopup />}
            {token && member.data && !isTrialType(member.data.type) && pushSupported() && (
              <PushChannel token={token} />
            )}
          </>
        )
      }
    >
      {!ready ? (
        <PagePlaceholder pathname={location.pathname} />
      ) : decision ? (
        <Spinner />
      ) : (
        // A page that fails shows the error screen inside the frame, until the next page.
        <RouteErrorBoundary key={location.pathname}>{children}</RouteErrorBoundary>
      )}
    </Frame>
  );
}
