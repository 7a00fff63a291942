// Modals are lazy chunks: a tenant never downloads the register form until someone opens it.
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { isChunkLoadError } from '../lazy.ts';
import { loadChunk } from '../lazy.ts';
import { useModals, type ModalName } from '../../lib/stores/modals.ts';

const MODALS: Record<ModalName, ReturnType<typeof lazy>> = {
  login: lazy(() => loadChunk(() => import('../../features/auth/components/login-modal.tsx'))),
  register: lazy(() =>
    loadChunk(() => import('../../features/auth/components/register-modal.tsx')),
  ),
  forgotPassword: lazy(() =>
    loadChunk(() => import('../../features/auth/components/forgot-password-modal.tsx')),
  ),
  changePassword: lazy(() =>
    loadChunk(() => import('../../features/auth/components/change-password-modal.tsx')),
  ),
  logout: lazy(() => loadChunk(() => import('../../features/auth/components/logout-modal.tsx'))),
  help: lazy(() => loadChunk(() => import('../../features/content/components/help-modal.tsx'))),
  feedback: lazy(() =>
    loadChunk(() => import('../../features/content/components/feedback-modal.tsx')),
  ),
  legalLicence: lazy(() =>
    loadChunk(() => import('../../features/content/components/legal-licence-modal.tsx')),
  ),
  notice: lazy(() => loadChunk(() => import('../../features/content/components/notice-modal.tsx'))),
  announcements: lazy(() =>
    loadChunk(() => import('../../features/content/components/announcements-modal.tsx')),
  ),
};

/** A modal that fails (chunk load after its retry, or a bug) closes with a clear message. */
class ModalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    useModals.getState().close();
    useModals.getState().alert({
      message: isChunkLoadError(error) ? 'error.chunkLoad' : 'unknown_error',
      tone: 'error',
    });
    this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ModalHost() {
  const open = useModals((s) => s.open);
  if (!open) return null;
  const Component = MODALS[open];
  return (
    <ModalBoundary>
      <Suspense fallback={<div className="modal-backdrop" />}>
        <Component />
      </Suspense>
    </ModalBoundary>
  );
}
