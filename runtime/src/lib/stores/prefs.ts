// Client preferences: theme and hidden balance (both remembered on this device), the side menu.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../config/constants.ts';
import { getTenant } from '../../config/tenant.ts';

type ThemeName = 'dark' | 'light';

interface PrefsState {
  theme: ThemeName;
  balanceHidden: boolean;
  /**
   * Whether the side menu is shown; null until the player toggles it: then CSS shows it on wide
   * screens only, so the page prerendered at build time (no screen width) is right on both.
   */
  sideMenuOpen: boolean | null;
  setTheme(theme: ThemeName): void;
  toggleTheme(): void;
  toggleBalance(): void;
  setSideMenu(open: boolean): void;
  toggleSideMenu(): void;
}

function currentTheme(): ThemeName {
  const attr = typeof document === 'undefined' ? null : document.documentElement.dataset.theme;
  return attr === 'light' ? 'light' : 'dark';
}

function applyTheme(theme: ThemeName) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // not remembered when storage is unavailable
  }
}

function storedBalanceHidden(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.balanceHidden) === '1';
  } catch {
    return false;
  }
}

function rememberBalanceHidden(hidden: boolean) {
  try {
    if (hidden) localStorage.setItem(STORAGE_KEYS.balanceHidden, '1');
    else localStorage.removeItem(STORAGE_KEYS.balanceHidden);
  } catch {
    // not remembered when storage is unavailable
  }
}

const wideScreen = () => typeof window !== 'undefined' && window.innerWidth >= 1024;

/** The side menu's state as shown: the automatic one resolved by the screen width. */
const sideMenuShown = (open: boolean | null) => open ?? wideScreen();

export const usePrefs = create<PrefsState>((set, get) => ({
  theme: currentTheme(),
  balanceHidden: storedBalanceHidden(),
  sideMenuOpen: null,
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  toggleBalance: () => {
    const balanceHidden = !get().balanceHidden;
    rememberBalanceHidden(balanceHidden);
    set({ balanceHidden });
  },
  setSideMenu: (open) => set({ sideMenuOpen: open }),
  toggleSideMenu: () => set((s) => ({ sideMenuOpen: !sideMenuShown(s.sideMenuOpen) })),
}));

/**
 * The theme, for components of the prerendered frame. The build renders the tenant's default theme
 * (a store's server snapshot is its state at import, before the tenant is known), and main.tsx
 * hydrates only a page in that theme, so the default is the server snapshot on both sides.
 */
export function useTheme(): ThemeName {
  return useSyncExternalStore(
    usePrefs.subscribe,
    () => usePrefs.getState().theme,
    () => getTenant().themes.default,
  );
}
