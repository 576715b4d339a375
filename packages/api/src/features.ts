/**
 * The feature modules the server loads beyond the foundation (files, Excel,
 * jobs, WebSocket, business domains). One line per module.
 */
import type { FeatureModule } from './app-context.ts';
import { purchaseFeature } from './purchase/index.ts';
import { workflowFeature } from './workflow/feature.ts';
import { sourcingFeature } from './sourcing/feature.ts';
import { competeFeature } from './compete/feature.ts';
import { supplierFeature } from './supplier/feature.ts';
import { financeFeature } from './finance/feature.ts';
import { performanceFeature } from './performance/feature.ts';
import { quotaFeature } from './quota/feature.ts';
import { shippingFeature } from './shipping/feature.ts';
import { equipmentFeature } from './equipment/feature.ts';
import { qualityFeature } from './quality/feature.ts';
import { esignFeature } from './esign/feature.ts';
import { contractFeature } from './contract/feature.ts';
import { reportFeature } from './report/feature.ts';
import { messageFeature } from './message/feature.ts';
import { registrationFeature } from './routes/registration-routes.ts';
import { noticeFeature } from './routes/notice-routes.ts';
import { noticeRepliesFeature } from './notice/feature.ts';
import { basedataFeature } from './basedata/feature.ts';
import { filesFeature } from './files/feature.ts';
import { jobsFeature } from './jobs/feature.ts';
import { excelFeature } from './excel/feature.ts';
import { realtime } from './realtime/hub.ts';
import { ticketFeature } from './tickets/ticket-routes.ts';
import { portalFeature } from './routes/portal-routes.ts';
import { ssoFeature } from './sso/feature.ts';
import { apiManagerFeature } from './apimanager/feature.ts';
import { interfaceFeature } from './interface/feature.ts';
import { adminConsoleFeature } from './admin-console/feature.ts';

export const features: FeatureModule[] = [
  registrationFeature,
  noticeFeature,
  noticeRepliesFeature,
  basedataFeature,
  filesFeature,
  jobsFeature,
  excelFeature,
  purchaseFeature,
  sourcingFeature,
  competeFeature,
  supplierFeature,
  financeFeature,
  performanceFeature,
  quotaFeature,
  shippingFeature,
  equipmentFeature,
  qualityFeature,
  esignFeature,
  contractFeature,
  reportFeature,
  messageFeature,
  workflowFeature,
  ssoFeature,
  apiManagerFeature,
  interfaceFeature,
  ticketFeature,
  realtime,
  portalFeature,
  adminConsoleFeature,
];
