// The game page's words in English: what it shows when the site's locale file cannot be read
// (an API-only server has none). The translations are runtime/locales/demo-game/<lang>.json,
// which the page loads from the site; a test keeps this list equal to the English file.
export const DEMO_PAGE_ENGLISH = {
  'demo.subtitle': 'demo game',
  'demo.balance': 'Balance',
  'demo.spin': 'Spin',
  'demo.expired': 'This game session has expired. Close this window and launch the game again.',
  'demo.refused': 'Spin refused.',
  'demo.win': 'You win {{amount}} (x{{multiplier}})',
  'demo.noWin': 'No win this time.',
  'demo.network': 'Network error, try again.',
  'demo.fairness': 'Provably fair',
  'demo.fairIntro':
    'Each spin is drawn from HMAC-SHA256(server seed, client seed:nonce). The server seed stays secret until you rotate it, but its SHA-256 is shown before you play, so it cannot change afterwards.',
  'demo.serverSeedHash': 'Server seed (SHA-256)',
  'demo.clientSeed': 'Client seed',
  'demo.nonce': 'Next nonce',
  'demo.rotate': 'Reveal and rotate seeds',
  'demo.rotated': 'The server seed is revealed: spins drawn from it can now be verified.',
  'demo.history': 'Your recent spins',
  'demo.noHistory': 'No spins yet.',
  'demo.spinRow': 'Nonce {{nonce}} · stake {{stake}} · paid {{payout}}',
  'demo.verify': 'Verify',
  'demo.secret': 'Rotate the seeds to verify this spin.',
  'demo.verified':
    'Verified: the seed matches its commitment and draws {{symbols}} (x{{multiplier}}).',
  'demo.mismatch': 'Does not match: the recomputed spin differs from the one paid.',
  'demo.noCrypto': 'This browser cannot recompute spins here (Web Crypto is unavailable).',
} as const;
