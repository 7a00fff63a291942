// What the gallery shoots: six screens, two widths, two themes.
type ScreenName = 'home' | 'games' | 'login' | 'register' | 'member' | 'agent';

export interface Shot {
  screen: ScreenName;
  width: 1280 | 375;
  height: number;
  theme: 'light' | 'dark';
}

export const SCREENS: { screen: ScreenName; path: string; signedIn?: boolean; ready?: string }[] = [
  { screen: 'home', path: '/' },
  { screen: 'games', path: '/rng' },
  { screen: 'login', path: '/login', ready: '[data-testid="login-modal"]' },
  { screen: 'register', path: '/register', ready: '[data-testid="register-modal"]' },
  { screen: 'member', path: '/member', signedIn: true },
  { screen: 'agent', path: '/agent' },
];

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

export const THEMES = ['light', 'dark'] as const;

export const shotFile = (code: string, s: Shot) => `${code}/${s.screen}-${s.width}-${s.theme}.png`;

/**
 * Parts that change on their own between two runs (a random captcha, the ticking jackpot and
 * prize counters, the scrolling notice, live winners): left out of the diff (the shot keeps them).
 */
export const MOVING_PARTS = [
  '[data-testid="captcha-image"]',
  '[data-testid="captcha"]',
  '[data-testid="jackpot"]',
  '[data-testid="notice-marquee"]',
  '[data-testid="winner-board"]',
  '[data-testid="game-ticker"]',
].join(', ');
