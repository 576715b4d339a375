/**
 * Enterprise risk information (SPEC section 7, "enterprise risk info lookup"):
 * the interface a deployment implements over the source it subscribes to (a
 * credit reporting service, the national enterprise credit publicity system
 * through a licensed provider). This installation has no such source, so the
 * lookup it runs refuses with RISK_LOOKUP_NOT_CONFIGURED; a feature module of a
 * deployment sets `ctx.riskLookup` to its own implementation.
 */
import type { Lang } from '@srm/domain/i18n/messages.ts';
import { AppError } from '../../engine/app-error.ts';

/** One entry of a list the company is on, or of a decision about it. */
export interface RiskEntry {
  /** What it is, as the source names it (经营异常名录, 行政处罚, 失信被执行人 ...). */
  kind: string;
  /** yyyy-MM-dd */
  date: string | null;
  reason: string;
  /** The authority or court that decided it. */
  authority: string | null;
  /** The entry still stands (not yet removed or lifted). */
  active: boolean;
}

export interface EnterpriseRiskInfo {
  creditCode: string;
  companyName: string;
  /** As registered: 存续, 在业, 吊销, 注销 ... */
  registrationStatus: string;
  legalRepresentative: string | null;
  /** Registered capital in units of 10,000 of `capitalCurrency`. */
  registeredCapital: number | null;
  capitalCurrency: string | null;
  /** yyyy-MM-dd */
  establishedOn: string | null;
  /** Abnormal operations (经营异常名录). */
  abnormalOperations: RiskEntry[];
  /** Serious violations and dishonesty (严重违法失信名单). */
  seriousViolations: RiskEntry[];
  administrativePenalties: RiskEntry[];
  /** Judgment defaulters (失信被执行人). */
  dishonestDebtors: RiskEntry[];
  /** Who answered, and when (ISO date-time): risk information is a snapshot. */
  source: string;
  checkedAt: string;
}

export interface EnterpriseRiskLookup {
  /**
   * The risk information of the company with this (valid) unified social credit
   * code, in the reader's language where the source has one; null when the
   * source does not know the company.
   */
  lookup(creditCode: string, lang: Lang): Promise<EnterpriseRiskInfo | null>;
}

/** The lookup of an installation without a source: a clear refusal, never an empty answer that would read as "no risk". */
export const notConfiguredRiskLookup: EnterpriseRiskLookup = {
  lookup: () => Promise.reject(new AppError('RISK_LOOKUP_NOT_CONFIGURED')),
};
