// Games family, live hosts (spec §7 "Live": GET model list; GET launch chat answering
// value.chatUrl): the models (hosts) of the tenant's live vendors and a chat room with one of
// them. The chat room is a page the platform serves; chatUrl holds a one-time ticket for it.
import { defineOps, list, s } from './operation.ts';
import { clientQuery, ticketQuery } from './games-shared.ts';

const model = {
  type: 'object',
  additionalProperties: false,
  required: ['modelId', 'name', 'vassalage', 'avatar', 'online', 'viewers'],
  properties: {
    modelId: s.str('Model id, e.g. EVO-2.'),
    name: s.str('Display name.'),
    vassalage: s.str('Live vendor code the model hosts for.'),
    avatar: s.str('Avatar image URL.'),
    online: s.bool('Live now: only an online model takes a chat.'),
    viewers: s.int('Players in the room now (0 when offline).'),
  },
} as const;

export const liveOps = defineOps({
  liveModels: {
    operationId: 'liveModels',
    method: 'get',
    path: '/lgw/live/models',
    summary:
      "Models (hosts) of the tenant's live vendors; each vendor has 3, one of them on a break in every 10-minute slot",
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        vassalage: s.str('Only this live vendor.', { maxLength: 40 }),
        ...clientQuery,
      },
    },
    errors: ['feature_disabled', 'game_not_found'],
    response: list(model, 'Models.'),
  },
  liveChat: {
    operationId: 'liveChat',
    method: 'get',
    path: '/lgw/live/chat',
    summary: "Launch a chat with an online model: value.chatUrl is the chat room's page",
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['modelId'],
      properties: {
        modelId: s.str('Model id from the model list.', { minLength: 1, maxLength: 60 }),
        ...clientQuery,
      },
    },
    errors: ['feature_disabled', 'not_found', 'live_model_offline'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['chatUrl', 'expiresAt'],
      properties: {
        chatUrl: s.str('URL of the chat room page (same origin), with its ticket.'),
        expiresAt: s.int('When the ticket expires (ms).'),
      },
    },
  },
  liveChatPage: {
    operationId: 'liveChatPage',
    method: 'get',
    path: '/demo-game/live-chat',
    summary: 'The chat room page (self-contained HTML) for a chat ticket',
    auth: 'none',
    raw: 'html',
    query: ticketQuery('One-time chat ticket.'),
    response: { type: 'string', description: 'HTML page.' },
  },
});
