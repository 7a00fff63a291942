// The platform's anonymous trial launch: a visitor plays a game on a trial account opened for
// it (free play's account and balance), without logging in first. Its session token comes back
// with the game's address, so the visitor's later calls are the trial member's.
import crypto from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { addTrialMember, openSession } from '../../domain/members/service.ts';
import { ApiError } from '../../refusals/api-error.ts';
import { unusableHash } from '../../security/password.ts';
import { addTicket, launchUrl } from '../games/launch.ts';
import { gameByRef } from './needs.ts';
import type { OwnHandler } from './own-ctx.ts';

export function trialLaunch(deps: Deps): OwnHandler {
  return async ({ tenant, req, bag }) => {
    if (!tenant.manifest.flags.freePlay)
      throw new ApiError(403, 'feature_disabled', 'free play is not enabled on this site');
    const game = gameByRef(tenant, bag);
    // Only games that play in a page: not vendor cards, not the lottery screens of the site.
    if (!game || !game.isGame || game.category === 'LOTT' || game.category === 'ELOTT')
      throw new ApiError(404, 'game_not_found', 'no such game to try');
    if (game.maintenance)
      throw new ApiError(409, 'recommend_game_tips1', 'this game is under maintenance');
    const now = deps.clock.now();
    const ticket = crypto.randomBytes(24).toString('base64url');
    const passwordHash = unusableHash();
    const session = await tenant.store.write((d) => {
      const member = addTrialMember(d, passwordHash, now);
      addTicket(d.games, ticket, member.id, game.gameCode, now);
      return openSession(d, member.id, {
        ip: req.ip ?? '',
        area: 'player',
        now,
        manifest: tenant.manifest,
      });
    });
    return {
      gameUrl: launchUrl(tenant, req, game, ticket),
      gameCode: game.gameCode,
      token: session.token,
    };
  };
}
