// Which modal is open (one at a time, plus a stacked confirm/alert dialog).
import { create } from 'zustand';

export type ModalName =
  | 'login'
  | 'oneClick'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'help'
  | 'feedback'
  | 'legalLicence'
  | 'notice'
  | 'announcements'
  | 'logout';

export interface Dialog {
  /** Translation key (or already translated text when `raw`). */
  message: string;
  raw?: boolean;
  /** Values the message's words name, e.g. the minutes a refusal asks to wait. */
  params?: Record<string, string | number>;
  tone?: 'info' | 'warning' | 'error';
}

interface ModalState {
  open: ModalName | null;
  /** Forced modals (change password on a default password) cannot be dismissed. */
  forced: boolean;
  /** Extra data for the open modal, e.g. the help anchor. */
  data: Record<string, string>;
  dialog: Dialog | null;
  show(name: ModalName, data?: Record<string, string>, forced?: boolean): void;
  close(): void;
  alert(dialog: Dialog): void;
  closeDialog(): void;
}

export const useModals = create<ModalState>((set) => ({
  open: null,
  forced: false,
  data: {},
  dialog: null,
  show: (name, data = {}, forced = false) => set({ open: name, data, forced }),
  close: () => set({ open: null, data: {}, forced: false }),
  alert: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}));
