// The games family lives in routes/games/ (one file per area); this keeps the family's import path.
export { gamesRoutes, TICKET_TTL_MS } from './games/index.ts';
