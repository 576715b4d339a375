/** The portal's WebSocket (`/srm-ws`): to-dos, notifications and record changes pushed to the signed-in users (hub.ts). */
import type { FeatureModule } from '../app-context.ts';
import { realtime } from './hub.ts';

export const realtimeFeature: FeatureModule = realtime;
