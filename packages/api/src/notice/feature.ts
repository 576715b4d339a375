/**
 * The notice calls SPEC section 7 names beyond the announcement itself: replies
 * to announcements that ask for them (replies.ts), who read one, the next unread
 * one, and the supplier's to-dos by kind (readers.ts). The announcement's own
 * routes stay in routes/notice-routes.ts.
 */
import type { FeatureModule } from '../app-context.ts';
export { noticeFeature } from './notice-routes.ts';
import { registerNoticeReaders } from './readers.ts';
import { registerNoticeReplies } from './replies.ts';

/** Hooks; also called by the demo seed. */
export function registerNotice(): void {
  registerNoticeReplies();
}

export const noticeRepliesFeature: FeatureModule = (app, ctx) => {
  registerNotice();
  registerNoticeReaders(app, ctx);
};
