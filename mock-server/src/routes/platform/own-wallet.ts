// The platform's transfer between wallets (its member centre: from the main wallet to a game
// vendor's and back). Lobby keeps one wallet for every game, the one the balance call answers,
// so there is never money in a game wallet to move: the call is refused with the reason, as the
// platform's own member centre offers no transfer on a single-wallet site.
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../refusals/api-error.ts';
import { memberOrRefuse, type OwnHandler } from './own-ctx.ts';

export function gameWalletTransfer(deps: Deps): OwnHandler {
  return (ctx) => {
    // A member's call, as on the platform: without a session the answer ends it (401).
    memberOrRefuse(deps, ctx);
    throw new ApiError(
      403,
      'feature_disabled',
      'this site has one wallet for every game: there is no game wallet to transfer to or from',
      { isSingle: true },
    );
  };
}
