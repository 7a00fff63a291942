// Startup popups (spec §4): members see execution A (and F on first login), visitors B; skipped
// when this session closed them or the visitor chose "hide for today".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../config/constants.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { usePopups } from '../api/get-popups.ts';

const today = () => new Date().toISOString().slice(0, 10);

export function hidePopupsToday(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.popupHiddenDay, today());
  } catch {
    // not remembered without storage
  }
}

function hiddenToday(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.popupHiddenDay) === today();
  } catch {
    return false;
  }
}

export default function StartupPopups() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const firstTimeLogin = useSession((s) => s.firstTimeLogin);
  const sessionKey = token ? STORAGE_KEYS.userPopup : STORAGE_KEYS.anonymousPopup;
  const skip = hiddenToday() || sessionStorage.getItem(sessionKey) === 'closed';
  const { data } = usePopups(token, firstTimeLogin, i18n.language, !skip);
  useEffect(() => {
    if (skip || !data || data.list.length === 0 || useModals.getState().open) return;
    sessionStorage.setItem(sessionKey, 'closed');
    useModals.getState().show('announcements', { startup: '1' });
  }, [data, sessionKey, skip]);
  return null;
}
