// Modals are lazy chunks: a tenant never downloads the register form until someone opens it.
import { Component, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from '../lazy.ts';
import { loadChunk } from '../lazy.ts';
import { useModals, type ModalName } from '../../lib/stores/modals.ts';

type ModalModule = { default: ComponentType };

const LOADERS: Record<ModalName, () => Promise<ModalModule>> = {
  login: () => import('../../features/auth/components/login-modal.tsx'),
  oneClick: () => import('../../features/auth/components/one-click-modal.tsx'),
  register: () => import('../../features/auth/components/register-modal.tsx'),
  forgotPassword: () => import('../../features/auth/components/forgot-password-modal.tsx'),
  changePassword: () => import('../../features/auth/components/change-password-modal.tsx'),
  logout: () => import('../../features/auth/components/logout-modal.tsx'),
  help: () => import('../../features/content/components/help-modal.tsx'),
  feedback: () => import('../../features/content/components/feedback-modal.tsx'),
  legalLicence: () => import('../../features/content/components/legal-licence-modal.tsx'),
  notice: () => import('../../features/content/components/notice-modal.tsx'),
  announcements: () => import('../../features/content/components/announcements-modal.tsx'),
};

const pending = new Map<ModalName, Promise<ModalModule>>();
const loaded: Partial<Record<ModalName, ComponentType>> = {};

/** Loads a modal's chunk once (a failed load may be tried again). */
export function loadModal(name: ModalName): Promise<ModalModule> {
  let promise = pending.get(name);
  if (!promise) {
    promise = loadChunk(LOADERS[name]).then((m) => {
      loaded[name] = m.default;
      return m;
    });
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

function failed(error: unknown) {
  useModals.getState().close();
  useModals.getState().alert({
    message: isChunkLoadError(error) ? 'error.chunkLoad' : 'unknown_error',
    tone: 'error',
  });
}

/** A modal that throws while rendering closes with a clear message. */
class ModalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    failed(error);
    this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The open modal. No React.lazy/Suspense here: a suspended modal is retried by React in a
 * retry lane, which every other update (game lists arriving, tickers) interrupts and which never
 * expires, so on a busy machine the popup of /login stayed a bare backdrop for longer than a
 * person waits. The chunk loads first (with its route for /login, /register, /help),
 * then the modal renders in an ordinary update.
 */
export function ModalHost() {
  const open = useModals((s) => s.open);
  const [, chunkArrived] = useReducer((n: number) => n + 1, 0);
  const Loaded = open ? loaded[open] : undefined;
  useEffect(() => {
    if (!open || loaded[open]) return;
    let current = true;
    loadModal(open).then(
      () => current && chunkArrived(),
      (error: unknown) => current && failed(error),
    );
    return () => {
      current = false;
    };
  }, [open]);
  if (!open) return null;
  if (!Loaded) return <div className="modal-backdrop" data-testid="modal-loading" />;
  return (
    <ModalBoundary>
      <Loaded />
    </ModalBoundary>
  );
}
