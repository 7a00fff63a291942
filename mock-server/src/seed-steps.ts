// Imports every domain's seed module for its registration side effect, in the order they run:
// members -> wallet -> content -> games -> lottery -> points -> rewards -> agents.
import './domain/members/seed.ts';
import './domain/wallet/seed.ts';
import './domain/content/seed.ts';
import './domain/games/seed.ts';
import './domain/lottery/seed.ts';
import './domain/points/seed.ts';
import './domain/rewards/seed.ts';
import './domain/agents/seed.ts';
