/**
 * Announcements: their own routes (notice-routes.ts) and the calls SPEC section 7
 * names beyond them: replies to announcements that ask for them (replies.ts), who
 * read one, the next unread one, and the supplier's to-dos by kind (readers.ts).
 */
import type { FeatureModule } from '../app-context.ts';
import { registerNoticeRoutes } from './notice-routes.ts';
import { registerNoticeReaders } from './readers.ts';
import { registerNoticeReplies } from './replies.ts';

/** Hooks; also called by the demo seed. */
export function registerNotice(): void {
  registerNoticeReplies();
}

export const noticeFeature: FeatureModule = (app, ctx) => {
  registerNoticeRoutes(app, ctx);
  registerNotice();
  registerNoticeReaders(app, ctx);
};
