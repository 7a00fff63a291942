import { useModals } from './stores/modals.ts';

/** Opens a link in a new window; a blocked popup says so (popup_blocked, spec §8). */
export function openWindow(url: string): void {
  const win = window.open(url, '_blank', 'noopener');
  // With noopener browsers return null even on success; only a thrown error or an explicit
  // block (some browsers return a closed window) counts as blocked.
  if (win && win.closed) useModals.getState().alert({ message: 'popup_blocked', tone: 'warning' });
}
