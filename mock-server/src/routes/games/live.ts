// Live models and their chat rooms (spec §7 "Live": model list, launch chat -> value.chatUrl).
import type { gamesOps } from '#schemas/api/games.ts';
import { expiredHtml } from '../../domain/games/demo-page.ts';
import { chatRoomHtml, liveModels, liveVendors, type LiveModel } from '../../domain/games/live.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Handlers } from '../../http/bind.ts';
import { pageTickets } from '../../lib/page-tickets.ts';
import type { Deps } from '../../deps.ts';

type Ops = typeof gamesOps;
type LiveOp = 'liveModels' | 'liveChat' | 'liveChatPage';

export const liveRoutes = (deps: Deps): Pick<Handlers<Ops>, LiveOp> => {
  const tickets = pageTickets<{ modelId: string; account: string }>();
  return {
    liveModels: ({ tenant, query }) => {
      if (query.vassalage !== undefined && !liveVendors(tenant.manifest).includes(query.vassalage))
        throw new ApiError(404, 'game_not_found', `no live vendor ${query.vassalage} here`);
      const list = liveModels(tenant.manifest, deps.clock.now()).filter(
        (m) => query.vassalage === undefined || m.vassalage === query.vassalage,
      );
      return { list };
    },

    liveChat: ({ tenant, member, query }) => {
      const now = deps.clock.now();
      const model = liveModels(tenant.manifest, now).find((m) => m.modelId === query.modelId);
      if (!model) throw new ApiError(404, 'not_found', `no live model ${query.modelId} here`);
      if (!model.online)
        throw new ApiError(409, 'live_model_offline', `${model.name} is on a break`, {
          modelId: model.modelId,
        });
      const t = tickets.issue(
        tenant.code,
        member.id,
        { modelId: model.modelId, account: member.nickname || member.account },
        now,
      );
      return {
        chatUrl: `/demo-game/live-chat?t=${encodeURIComponent(t.ticket)}`,
        expiresAt: t.expiresAt,
      };
    },

    liveChatPage: ({ tenant, query, res }) => {
      const now = deps.clock.now();
      const t = tickets.read(tenant.code, query.t, now);
      // The room stays open after the model's break starts: the ticket was valid at launch.
      const model: LiveModel | undefined =
        t && liveModels(tenant.manifest, now).find((m) => m.modelId === t.data.modelId);
      res.set('cache-control', 'no-store');
      if (!t || !model) {
        res.status(401).type('html').send(expiredHtml());
        return;
      }
      res.type('html').send(chatRoomHtml(model, t.data.account));
    },
  };
};
