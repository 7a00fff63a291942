// Ending demo-game launch tickets. A ticket is the game page's only credential, and it also ends
// with the session that launched it (routes/games/launch.ts checks that on every use).
import type { GamesData } from '../../records/games.ts';

/** Ends every launch ticket of a member: after a password change no game keeps betting. */
export function endTickets(games: GamesData, memberId: number): void {
  games.tickets = games.tickets.filter((t) => t.memberId !== memberId);
}
