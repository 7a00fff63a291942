// Games family, the demo game (spec §2 "Game launch rules"): the page a launch ticket opens, its
// state, spins that bet through the ledger, the seed pair that proves them fair, and their history.
import { amount, defineOps, list, money, s } from './operation.ts';
import { ticketParam, ticketQuery } from './games-shared.ts';

const seedPair = {
  type: 'object',
  additionalProperties: false,
  required: ['serverSeedHash', 'clientSeed', 'nonce'],
  properties: {
    serverSeedHash: s.str('SHA-256 (hex) of the secret server seed the next spins are drawn from.'),
    clientSeed: s.str("The player's client seed."),
    nonce: s.int('Nonce of the next spin (spins drawn from this pair so far).'),
  },
} as const;

const demoState = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'gameName', 'vassalage', 'balance', 'stakes', 'expiresAt', 'fair'],
  properties: {
    fair: { ...seedPair, description: 'The current seed pair of the player.' },
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    vassalage: s.str('Vendor code.'),
    balance: money('Balance of the player.'),
    stakes: { type: 'array', items: money('A stake.'), description: 'Stakes the page offers.' },
    expiresAt: s.int('When the ticket expires (ms).'),
  },
} as const;

const launchTicket = 'One-time launch ticket.';

const historyRow = {
  type: 'object',
  additionalProperties: false,
  required: [
    'betId',
    'at',
    'gameName',
    'stake',
    'payout',
    'serverSeedHash',
    'clientSeed',
    'nonce',
    'serverSeed',
  ],
  properties: {
    betId: s.int('Bet id.'),
    at: s.int('When it was played (ms).'),
    gameName: s.str('Game name.'),
    stake: money('Stake.'),
    payout: money('Paid back (0 when lost).'),
    serverSeedHash: s.str('Commitment of the server seed the spin was drawn from.'),
    clientSeed: s.str('Client seed of the spin.'),
    nonce: s.int('Nonce of the spin.'),
    serverSeed: {
      type: ['string', 'null'],
      description: 'The server seed once rotated (revealed); null while it is still in play.',
    },
  },
} as const;

export const DEMO_STAKES = [1, 5, 10, 50, 100] as const;

export const demoOps = defineOps({
  demoGamePage: {
    operationId: 'demoGamePage',
    method: 'get',
    path: '/demo-game/play',
    summary: 'The demo game page (self-contained HTML) for a launch ticket',
    auth: 'none',
    raw: 'html',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['t'],
      properties: {
        t: ticketParam(launchTicket),
        embed: s.str('1 when shown in an iframe.'),
        lang: s.str('Language of the page (the site language the game was launched from).', {
          pattern: '^[A-Za-z-]{2,10}$',
        }),
      },
    },
    response: { type: 'string', description: 'HTML page.' },
  },
  demoGameState: {
    operationId: 'demoGameState',
    method: 'get',
    path: '/demo-game/state',
    summary: 'Game and balance behind a launch ticket',
    auth: 'none',
    query: ticketQuery(launchTicket),
    response: demoState,
  },
  demoGameSpin: {
    operationId: 'demoGameSpin',
    method: 'post',
    path: '/demo-game/spin',
    summary:
      'One spin: debits the stake (ledger bet), credits the payout (ledger payout, RTP about 96%) and records the bet',
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['ticket', 'stake'],
      properties: {
        ticket: ticketParam(launchTicket),
        stake: { ...amount, enum: DEMO_STAKES, description: 'Stake, one of 1, 5, 10, 50, 100.' },
      },
    },
    errors: ['insufficient_balance', 'account_frozen'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: [
        'betId',
        'stake',
        'payout',
        'multiplier',
        'symbols',
        'balance',
        'serverSeedHash',
        'clientSeed',
        'nonce',
      ],
      properties: {
        betId: s.int('Id of the recorded bet.'),
        serverSeedHash: s.str('Commitment of the server seed the spin was drawn from.'),
        clientSeed: s.str('Client seed of the spin.'),
        nonce: s.int('Nonce of the spin.'),
        stake: money('Stake.'),
        payout: money('Paid back (0 when lost).'),
        multiplier: s.num('payout / stake.'),
        symbols: { type: 'array', items: s.str('A symbol.'), description: 'The three reels.' },
        balance: money('Balance after the spin.'),
      },
    },
  },
  demoGameSeeds: {
    operationId: 'demoGameSeeds',
    method: 'post',
    path: '/demo-game/seeds',
    summary:
      "Rotate the player's seeds: reveal the server seed in play (its spins can now be verified) and start a new pair with the client seed given (random when none)",
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['ticket'],
      properties: {
        ticket: ticketParam(launchTicket),
        clientSeed: s.str('The client seed of the new pair.', { minLength: 1, maxLength: 64 }),
      },
    },
    errors: ['client_seed_invalid'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['revealed', 'next'],
      properties: {
        revealed: {
          type: 'object',
          additionalProperties: false,
          required: ['serverSeed', 'serverSeedHash', 'clientSeed', 'spins'],
          description: 'The pair that was in play, its server seed now public.',
          properties: {
            serverSeed: s.str('The server seed, revealed.'),
            serverSeedHash: s.str('Its SHA-256, as it was shown before play.'),
            clientSeed: s.str('The client seed it was played with.'),
            spins: s.int('Spins drawn from it (nonces 0 to spins - 1).'),
          },
        },
        next: { ...seedPair, description: 'The new pair.' },
      },
    },
  },
  demoGameHistory: {
    operationId: 'demoGameHistory',
    method: 'get',
    path: '/demo-game/history',
    summary:
      "The player's last demo spins with what each was drawn from; a spin's server seed shows once its pair is rotated",
    auth: 'none',
    query: ticketQuery(launchTicket),
    response: list(historyRow, 'Newest first.'),
  },
});
