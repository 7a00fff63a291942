// Member family routes, by area: member info and profile (member/profile.ts), registration with
// its SMS codes and the invitation check (member/registration.ts), and passwords, their resets and
// the payment password (member/passwords.ts).
import type { memberOps } from '#schemas/api/member.ts';
import type { RouteModule } from '../http/bind.ts';
import { passwordRoutes } from './member/passwords.ts';
import { profileRoutes } from './member/profile.ts';
import { registrationRoutes } from './member/registration.ts';

export const memberRoutes: RouteModule<typeof memberOps> = (deps) => ({
  ...profileRoutes(deps),
  ...registrationRoutes(deps),
  ...passwordRoutes(deps),
});
