// What other modules may use of players: its public surface (DESIGN section 2).
export { mergeGuestPlayers, rememberPlayer } from './recent.ts';
export { playerJobs } from './jobs.ts';
export { playerRoutes } from './routes.ts';
export { createPlayerService } from './service.ts';
export { forgetRecentPlayers, recentPlayersExport } from './erasure.ts';
