/** One-use tickets for what the browser opens by itself (a download link, a WebSocket): the route that issues them. */
import type { FeatureModule } from '../app-context.ts';
import { registerTicketRoutes } from './ticket-routes.ts';

export const ticketFeature: FeatureModule = (app, ctx) => registerTicketRoutes(app, ctx.db);
