/**
 * The feature modules the server loads beyond the foundation (files, Excel,
 * jobs, WebSocket, business domains). One line per module.
 */
import type { FeatureModule } from './app.ts';
import { realtime } from './realtime/hub.ts';

export const features: FeatureModule[] = [
  realtime,
];
