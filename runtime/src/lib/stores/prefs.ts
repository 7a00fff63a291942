// Client preferences: theme (remembered), hidden balance and the side menu.
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../config/constants.ts';

export type ThemeName = 'dark' | 'light';

export interface PrefsState {
  theme: ThemeName;
  balanceHidden: boolean;
  sideMenuOpen: boolean;
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

const wideScreen = () => typeof window !== 'undefined' && window.innerWidth >= 1024;

export const usePrefs = create<PrefsState>((set, get) => ({
  theme: currentTheme(),
  balanceHidden: false,
  sideMenuOpen: wideScreen(),
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  toggleBalance: () => set((s) => ({ balanceHidden: !s.balanceHidden })),
  setSideMenu: (open) => set({ sideMenuOpen: open }),
  toggleSideMenu: () => set((s) => ({ sideMenuOpen: !s.sideMenuOpen })),
}));
