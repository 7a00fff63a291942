// Games family, favourites and recent games (spec §7 "Favourites", "Recent games"). They need a
// member: without a token they answer an empty page (auth optional), so a visitor's home tabs
// simply stay empty.
import { defineOps, page, paging, s } from './operation.ts';
import { clientQuery, gameItem } from './games-shared.ts';

const favouriteTarget = {
  nodeId: s.int('Node id of the game.', { minimum: 1 }),
  vendor: s.str('Vendor code of the game.', { maxLength: 40 }),
  gameType: s.str('Category of the game.', { maxLength: 20 }),
} as const;

export const favouritesOps = defineOps({
  favoritesList: {
    operationId: 'favoritesList',
    method: 'get',
    path: '/lgw/games/favorites',
    summary: "The member's favourite games, newest first, with the list of their node ids",
    auth: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameType: s.str('Only this category.', { maxLength: 20 }),
        pageNo: paging.pageNo,
        pageSize: { ...paging.pageSize, default: 999 },
        ...clientQuery,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['content', 'pageNo', 'pageSize', 'total', 'totalPages', 'ids'],
      properties: {
        content: { type: 'array', items: gameItem, description: 'Games of this page.' },
        pageNo: s.int('Page number.'),
        pageSize: s.int('Items per page.'),
        total: s.int('Favourites in all pages.'),
        totalPages: s.int('Pages.'),
        ids: { type: 'array', items: s.int('A node id.'), description: 'Every favourite node id.' },
      },
    },
  },
  favoritesAdd: {
    operationId: 'favoritesAdd',
    method: 'post',
    path: '/lgw/games/favorites',
    summary: 'Add a favourite (idempotent: adding twice keeps one)',
    auth: 'member',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['nodeId'],
      properties: favouriteTarget,
    },
    errors: ['game_not_found'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['ids'],
      properties: {
        ids: { type: 'array', items: s.int('A node id.'), description: 'Favourites now.' },
      },
    },
  },
  favoritesRemove: {
    operationId: 'favoritesRemove',
    method: 'delete',
    path: '/lgw/games/favorites',
    summary: 'Remove a favourite (idempotent: removing one that is absent succeeds)',
    auth: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['nodeId'],
      properties: { ...favouriteTarget, ...clientQuery },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['ids'],
      properties: {
        ids: { type: 'array', items: s.int('A node id.'), description: 'Favourites now.' },
      },
    },
  },
  recentGames: {
    operationId: 'recentGames',
    method: 'get',
    path: '/lgw/games/recent',
    summary: 'Games the member launched lately, newest first (empty page without a token)',
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        page: { ...paging.pageNo, description: 'Page number, from 1.' },
        pageSize: paging.pageSize,
        gameType: s.str('Only this category.', { maxLength: 20 }),
        ...clientQuery,
      },
    },
    response: page(gameItem),
  },
});
