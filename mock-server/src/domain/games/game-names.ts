// Made-up game names: syllables drawn into a stem, joined to a word of the game's category, in
// forms of different lengths (some run past what a tile shows).
import type { GameCategory } from '#schemas/constants.ts';
import { intBetween, pick } from '../../lib/prng.ts';

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'zen',
  'to',
  'shi',
  'va',
  'lu',
  'na',
  'ko',
  'ri',
  'ta',
  'mo',
  'xi',
  'po',
  'sa',
  'de',
  'ga',
  'yu',
  'bo',
  'fen',
  'jin',
  'hu',
  'la',
  'ne',
  'qui',
  'dra',
  'sol',
  'tor',
];
const WORDS: Record<GameCategory, readonly string[]> = {
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Poker', 'Fan Tan'],
  RNG: [
    'Fortune',
    'Treasure',
    'Dragon',
    'Gold',
    'Wild',
    'Megaways',
    'Gems',
    'Riches',
    'Legend',
    'Panda',
    'Tiger',
    'Phoenix',
    'Spins',
    'Bonanza',
    'Lucky',
    'Queen',
    'Temple',
    'Fruits',
  ],
  FISH: ['Fishing', 'Ocean King', 'Shark Hunt', 'Mermaid', 'Deep Sea'],
  PVP: ['Teen Patti', 'Rummy', 'Niu Niu', 'Mahjong', 'Pai Gow', 'Domino'],
  SPORTS: ['Sportsbook', 'Live Bet', 'Virtual', 'Exchange'],
  LOTT: ['Lotto', 'Keno', 'Pick 3', 'Numbers'],
  ELOTT: ['Fast Lotto', 'E-Keno', 'Quick 3', 'Speed Numbers'],
  BGS: ['Bingo', 'Scratch', 'Wheel', 'Plinko', 'Mines'],
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function makeName(rand: () => number, category: GameCategory): string {
  const parts = intBetween(rand, 2, 3);
  let stem = '';
  for (let i = 0; i < parts; i++) stem += pick(rand, SYLLABLES);
  const word = pick(rand, WORDS[category]);
  // Some names run long (the UI truncates at 12 characters, spec §9).
  const form = rand();
  if (form < 0.4) return `${capital(stem)} ${word}`;
  if (form < 0.7) return `${word} ${capital(stem)}`;
  if (form < 0.85)
    return `${capital(stem)} ${word} ${pick(rand, ['Deluxe', 'Gold', 'Plus', 'II'])}`;
  return capital(stem);
}
