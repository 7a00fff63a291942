// The session: token (session storage, spec §4), member identity and derived login flags.
// Server data (member info, balance) stays in react-query; this holds only what identifies
// the session and the flags the guard needs synchronously.
import { create } from 'zustand';
import { AGENT_TYPES, STORAGE_KEYS, TRIAL_TYPE } from '../../config/constants.ts';

interface SessionMember {
  id: number | string;
  account: string;
  nickname?: string | null;
  type: number;
}

interface SessionState {
  token: string | null;
  member: SessionMember | null;
  /** Set when the session ended from outside (expired token), so the app can navigate. */
  endedAt: number | null;
  firstTimeLogin: boolean;
  setToken(token: string, firstTimeLogin?: boolean): void;
  setMember(member: SessionMember): void;
  /** Ends the session: session storage is cleared except the merchant code (spec §4). */
  clear(reason?: 'logout' | 'expired'): void;
}

/**
 * A token in the address (`?token=`) never signs anyone in: a link carrying one would sign whoever
 * opens it into that account (login CSRF, session fixation). It is dropped and leaves the address
 * bar at once (history.replaceState), so it stays out of the history, bookmarks and Referer
 * headers too. A session only ever comes from this browser's own login.
 */
export function dropTokenFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function readToken(): string | null {
  try {
    dropTokenFromUrl();
    return sessionStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export const isAgentType = (type: number | undefined) =>
  type !== undefined && (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number | undefined) => type === TRIAL_TYPE;

export const useSession = create<SessionState>((set) => ({
  token: typeof window === 'undefined' ? null : readToken(),
  member: null,
  endedAt: null,
  firstTimeLogin: false,
  setToken: (token, firstTimeLogin = false) => {
    sessionStorage.setItem(STORAGE_KEYS.token, token);
    set({ token, firstTimeLogin, endedAt: null });
  },
  setMember: (member) => set({ member }),
  clear: (reason = 'logout') => {
    const merchant = sessionStorage.getItem(STORAGE_KEYS.merchant);
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem(STORAGE_KEYS.merchant, merchant);
    set({
      token: null,
      member: null,
      firstTimeLogin: false,
      endedAt: reason === 'expired' ? Date.now() : null,
    });
  },
}));

export const selectIsLogin = (s: SessionState) => s.token !== null;
export const selectIsAgent = (s: SessionState) => isAgentType(s.member?.type);
export const selectIsTrial = (s: SessionState) => isTrialType(s.member?.type);
/**
 * Signed in as a member known not to be a trial player: the only session the member-only calls
 * (contracts, inbox counts, rewards) are made for, since the server refuses them to a trial
 * account. False while member info is still loading after a reload, when a trial session cannot
 * be told from a member's yet.
 */
export const selectIsKnownMember = (s: SessionState) =>
  s.token !== null && s.member !== null && !isTrialType(s.member.type);
