import type { Lang } from '@srm/domain/i18n/messages.ts';
import type { DataDimension } from '@srm/domain/entity/data-scope.ts';

/** The ids a user's data permissions let them see, per dimension (userAuthorisation); a dimension absent: every one. */
export type DataLimits = Partial<Record<DataDimension, number[]>>;

/** What every operation knows of who is asking. */
export interface Caller {
  userId: number;
  userName: string;
  userType: string;
  /** Set for supplier (EX) users: the only supplier whose rows they see. */
  supplierId: number | null;
  respId: number | null;
  isAdmin: boolean;
  lang: Lang;
  /** Resource codes granted per root entity name under the current responsibility. */
  grants: Map<string, Set<string>>;
  /** Data permissions; absent: not limited (the system, and users without any). */
  data?: DataLimits;
}

export const isSupplier = (caller: Caller) => caller.userType === 'EX';
/** An evaluation expert's user: sees only the tenders they are drawn for (ScopeDef.jury). */
export const isExpert = (caller: Caller) => caller.userType === 'EXPERT';

/** The server acting on its own (seeds, jobs): sees everything, may do everything. */
export function systemCaller(lang: Lang = 'zh'): Caller {
  return { userId: -1, userName: 'system', userType: 'SYSTEM', supplierId: null, respId: null, isAdmin: true, lang, grants: new Map() };
}
