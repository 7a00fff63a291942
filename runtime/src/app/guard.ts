// The navigation guard of spec §2 as a pure function: where a path sends this visitor, if anywhere.
import { paths, requiresAgent, requiresLogin, visitorOnly } from '../config/routes.ts';

interface GuardSession {
  isLogin: boolean;
  /** undefined while member info is still loading */
  isAgent: boolean | undefined;
}

type GuardResult = { redirect: string } | { wait: true } | null;

export function guard(pathname: string, session: GuardSession): GuardResult {
  if (requiresAgent(pathname)) {
    if (!session.isLogin) return { redirect: paths.agent };
    if (session.isAgent === undefined) return { wait: true };
    return session.isAgent ? null : { redirect: paths.agent };
  }
  if (requiresLogin(pathname) && !session.isLogin) return { redirect: paths.login };
  if (visitorOnly(pathname) && session.isLogin) return { redirect: paths.home };
  return null;
}
