/**
 * Stable error codes: the code rides with every `E`/`M` answer so clients can
 * branch on it; the HTTP status and message key are fixed per code.
 */
import type { MessageKey } from './i18n/messages.ts';

export const errorCodes = {
  VALIDATION: { status: 400, message: 'error.validation' },
  MALFORMED_JSON: { status: 400, message: 'error.malformedJson' },
  BODY_NOT_OBJECT: { status: 400, message: 'error.bodyNotObject' },
  BODY_NOT_ARRAY: { status: 400, message: 'error.bodyNotArray' },
  UNKNOWN_FIELD: { status: 400, message: 'error.unknownField' },
  PAGE_ROWS: { status: 400, message: 'error.pageRows' },
  PAGE_INDEX: { status: 400, message: 'error.pageIndex' },
  IDS_REQUIRED: { status: 400, message: 'error.idsRequired' },
  COMMENT_REQUIRED: { status: 400, message: 'error.commentRequired' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'error.tooLarge' },
  UNKNOWN_ENTITY: { status: 404, message: 'error.unknownEntity' },
  UNKNOWN_OPERATION: { status: 404, message: 'error.unknownOperation' },
  ROUTE_NOT_FOUND: { status: 404, message: 'error.routeNotFound' },
  NOT_FOUND: { status: 404, message: 'error.notFound' },
  STALE_VERSION: { status: 409, message: 'error.staleVersion' },
  VERSION_REQUIRED: { status: 400, message: 'error.versionRequired' },
  NOT_EDITABLE: { status: 409, message: 'error.notEditable' },
  TRANSITION_REFUSED: { status: 409, message: 'error.transition' },
  SELF_APPROVAL: { status: 403, message: 'error.selfApproval' },
  READ_ONLY_ENTITY: { status: 405, message: 'error.readOnlyEntity' },
  DELETE_REFERENCED: { status: 409, message: 'error.deleteReferenced' },
  UNAUTHENTICATED: { status: 401, message: 'error.unauthenticated' },
  BAD_SIGNATURE: { status: 401, message: 'error.signature' },
  TICKET_INVALID: { status: 401, message: 'error.ticketInvalid' },
  FORBIDDEN: { status: 403, message: 'error.forbidden' },
  RESP_NOT_ASSIGNED: { status: 403, message: 'error.respNotAssigned' },
  SESSION_ONLY: { status: 403, message: 'error.sessionOnly' },
  OAUTH_SUPPLIER_APP: { status: 403, message: 'error.oauthSupplierApp' },
  LOGIN_FAILED: { status: 401, message: 'error.login' },
  CAPTCHA: { status: 400, message: 'error.captcha' },
  THROTTLED: { status: 429, message: 'error.throttled' },
  USER_DISABLED: { status: 403, message: 'error.userDisabled' },
  OLD_PASSWORD: { status: 400, message: 'error.oldPassword' },
  EMAIL_CODE: { status: 400, message: 'error.emailCode' },
  EMAIL_UNKNOWN: { status: 404, message: 'error.emailUnknown' },
  UNSUPPORTED_FILE_FORMAT: { status: 400, message: 'error.fileFormat' },
  FILE_TOO_LARGE: { status: 413, message: 'error.fileTooLarge' },
  ATTACHMENT_IDS_REQUIRED: { status: 400, message: 'error.attachmentIdsRequired' },
  FILE_NOT_FOUND: { status: 404, message: 'error.fileNotFound' },
  FILE_ID_REQUIRED: { status: 400, message: 'error.fileIdRequired' },
  NO_FILES: { status: 400, message: 'error.noFiles' },
  UPLOAD_INCOMPLETE: { status: 400, message: 'error.uploadIncomplete' },
  UPLOAD_ABORTED: { status: 400, message: 'error.uploadAborted' },
  UPLOAD_OFFSET: { status: 409, message: 'error.uploadOffset' },
  IMAGE_TYPE: { status: 400, message: 'error.imageType' },
  PREVIEW_UNAVAILABLE: { status: 400, message: 'error.previewUnavailable' },
  EXPORT_URL_REQUIRED: { status: 400, message: 'error.exportUrlRequired' },
  EXPORT_COLUMNS_REQUIRED: { status: 400, message: 'error.exportColumnsRequired' },
  EXPORT_URL_UNKNOWN: { status: 400, message: 'error.exportUrlUnknown' },
  EXCEL_INVALID: { status: 400, message: 'error.excelInvalid' },
  IMPORT_ENTITY_REQUIRED: { status: 400, message: 'error.importEntityRequired' },
  IMPORT_EMPTY: { status: 400, message: 'error.importEmpty' },
  IMPORT_FAILED: { status: 400, message: 'error.importFailed' },
  QUANTITY_EXCEEDED: { status: 409, message: 'error.quantityExceeded' },
  HAS_FOLLOW_UP: { status: 409, message: 'error.hasFollowUp' },
  NO_SUPPLIER: { status: 400, message: 'error.noSupplier' },
  MIXED_SUPPLIERS: { status: 400, message: 'error.mixedSuppliers' },
  LINE_NOT_AVAILABLE: { status: 409, message: 'error.lineNotAvailable' },
  NOT_ASSIGNEE: { status: 403, message: 'error.notAssignee' },
  TASK_DECIDED: { status: 409, message: 'error.taskDecided' },
  PROCESS_NO_ASSIGNEE: { status: 409, message: 'error.processNoAssignee' },
  PROCESS_NO_PATH: { status: 409, message: 'error.processNoPath' },
  PROCESS_SELF_ONLY: { status: 409, message: 'error.processSelfOnly' },
  NOT_SUBMITTER: { status: 403, message: 'error.notSubmitter' },
  REVOKE_REFUSED: { status: 409, message: 'error.revokeRefused' },
  INSTANCE_NOT_RUNNING: { status: 409, message: 'error.instanceNotRunning' },
  REJECT_TARGET: { status: 400, message: 'error.rejectTarget' },
  QUOTING_CLOSED: { status: 409, message: 'error.quotingClosed' },
  QUOTING_NOT_STARTED: { status: 409, message: 'error.quotingNotStarted' },
  QUOTING_NOT_ENDED: { status: 409, message: 'error.quotingNotEnded' },
  NOT_INVITED: { status: 403, message: 'error.notInvited' },
  // Compete hall (entities/sourcing/COMPETE.md).
  HALL_PASSWORD: { status: 403, message: 'error.hallPassword' },
  HALL_NOT_ENTERED: { status: 403, message: 'error.hallNotEntered' },
  BIDDER_NOT_READY: { status: 409, message: 'error.bidderNotReady' },
  OFFER_OUTSIDE_TURN: { status: 409, message: 'error.offerOutsideTurn' },
  OFFER_ABOVE_CEILING: { status: 409, message: 'error.offerAboveCeiling' },
  OFFER_NOT_LOWER: { status: 409, message: 'error.offerNotLower' },
  OFFER_ITEM_UNKNOWN: { status: 400, message: 'error.offerItemUnknown' },
  NO_NEXT_TURN: { status: 409, message: 'error.noNextTurn' },
  HALL_MESSAGE: { status: 400, message: 'error.hallMessage' },
  HALL_RATE: { status: 429, message: 'error.hallRate' },
  NOT_ON_COMMITTEE: { status: 403, message: 'error.notOnCommittee' },
  ALREADY_SIGNED: { status: 409, message: 'error.alreadySigned' },
  SUPPLIERS_ONLY: { status: 403, message: 'error.suppliersOnly' },
  NOTHING_AWARDED: { status: 400, message: 'error.nothingAwarded' },
  TENDERS_ONLY: { status: 409, message: 'error.tendersOnly' },
  NOT_ENOUGH_EXPERTS: { status: 409, message: 'error.notEnoughExperts' },
  JURY_NOT_DRAWN: { status: 409, message: 'error.juryNotDrawn' },
  NOT_ON_JURY: { status: 403, message: 'error.notOnJury' },
  ALREADY_SCORED: { status: 409, message: 'error.alreadyScored' },
  PLAN_ALL_TENDERED: { status: 409, message: 'error.planAllTendered' },
  TENDER_DOC_MISSING: { status: 409, message: 'error.tenderDocMissing' },
  NOT_OPEN_TENDER: { status: 409, message: 'error.notOpenTender' },
  REGISTRATION_CLOSED: { status: 409, message: 'error.registrationClosed' },
  ALREADY_REGISTERED: { status: 409, message: 'error.alreadyRegistered' },
  BARGAIN_OPEN: { status: 409, message: 'error.bargainOpen' },
  BARGAIN_CLOSED: { status: 409, message: 'error.bargainClosed' },
  BARGAIN_PENDING: { status: 409, message: 'error.bargainPending' },
  NOT_JURY_LEADER: { status: 403, message: 'error.notJuryLeader' },
  MARKS_CLOSED: { status: 409, message: 'error.marksClosed' },
  MARKS_PENDING: { status: 409, message: 'error.marksPending' },
  PUBLICITY_OPEN: { status: 409, message: 'error.publicityOpen' },
  BLACKLIST_OPEN: { status: 409, message: 'error.blacklistOpen' },
  SUPPLIER_DOCUMENT_OPEN: { status: 409, message: 'error.supplierDocumentOpen' },
  SHIPPING_REPORT_MISSING: { status: 409, message: 'error.shippingReportMissing' },
  NOT_COMPLIANCE_APPROVER: { status: 403, message: 'error.notComplianceApprover' },
  STATEMENT_LINE_HELD: { status: 409, message: 'error.statementLineHeld' },
  STATEMENT_EMPTY: { status: 409, message: 'error.statementEmpty' },
  DEDUCTION_ON_STATEMENT: { status: 409, message: 'error.deductionOnStatement' },
  INVOICE_PAID: { status: 409, message: 'error.invoicePaid' },
  INVOICE_NOTHING_LEFT: { status: 409, message: 'error.invoiceNothingLeft' },
  PAYMENT_NOTHING_PAYABLE: { status: 409, message: 'error.paymentNothingPayable' },
  BATCH_REFUSED: { status: 409, message: 'error.batchRefused' },
  QUOTA_ADJUSTMENT_OPEN: { status: 409, message: 'error.quotaAdjustmentOpen' },
  QUIT_OPEN_ORDERS: { status: 409, message: 'error.quitOpenOrders' },
  QUALIFICATION_CERTIFICATES_MISSING: { status: 409, message: 'error.qualificationCertificatesMissing' },
  TRIAL_NEEDS_SAMPLE: { status: 409, message: 'error.trialNeedsSample' },
  INSPECTION_NO_SITE: { status: 409, message: 'error.inspectionNoSite' },
  CHANGE_EMPTY: { status: 409, message: 'error.changeEmpty' },
  GRADE_APPLIED: { status: 409, message: 'error.gradeApplied' },
  PERFORMANCE_SCORES_PENDING: { status: 409, message: 'error.performanceScoresPending' },
  PERFORMANCE_NOTHING_COLLECTED: { status: 409, message: 'error.performanceNothingCollected' },
  PERFORMANCE_NO_EVALUATOR: { status: 409, message: 'error.performanceNoEvaluator' },
  PERFORMANCE_APPEAL_OPEN: { status: 409, message: 'error.performanceAppealOpen' },
  PERFORMANCE_PERIOD_RUN: { status: 409, message: 'error.performancePeriodRun' },
  PERFORMANCE_SETTING_EMPTY: { status: 409, message: 'error.performanceSettingEmpty' },
  RECOGNITION_BUSY: { status: 503, message: 'error.recognitionBusy' },
  RECOGNITION_TIMEOUT: { status: 503, message: 'error.recognitionTimeout' },
  SERVER_STARTING: { status: 503, message: 'error.serverStarting' },
  RISK_LOOKUP_NOT_CONFIGURED: { status: 501, message: 'error.riskLookupNotConfigured' },
  PUBLICITY_REQUIRED: { status: 409, message: 'error.publicityRequired' },
  PUBLICITY_RUNNING: { status: 409, message: 'error.publicityRunning' },
  CLARIFY_CLOSED: { status: 409, message: 'error.clarifyClosed' },
  TOO_FEW_BIDDERS: { status: 409, message: 'error.tooFewBidders' },
  SSO_PROVIDER_UNKNOWN: { status: 404, message: 'error.ssoProviderUnknown' },
  SSO_FAILED: { status: 401, message: 'error.ssoFailed' },
  SSO_TOKEN_REFUSED: { status: 401, message: 'error.ssoTokenRefused' },
  SSO_USER_UNKNOWN: { status: 403, message: 'error.ssoUserUnknown' },
  SSO_CLAIM_MISSING: { status: 403, message: 'error.ssoClaimMissing' },
  SSO_NO_SESSION: { status: 401, message: 'error.ssoNoSession' },
  SSO_ACCOUNT_EXISTS: { status: 403, message: 'error.ssoAccountExists' },
  SSO_ADMIN_LINK: { status: 403, message: 'error.ssoAdminLink' },
  // Interfaces with an ERP (entities/interface).
  INTERFACE_UNKNOWN: { status: 404, message: 'error.interfaceUnknown' },
  INTERFACE_AUTH: { status: 401, message: 'error.interfaceAuth' },
  INTERFACE_SIGNATURE: { status: 401, message: 'error.interfaceSignature' },
  INTERFACE_MESSAGE_ID: { status: 400, message: 'error.interfaceMessageId' },
  INTERFACE_TIMESTAMP: { status: 401, message: 'error.interfaceTimestamp' },
  INTERFACE_MESSAGE_ID_MISMATCH: { status: 400, message: 'error.interfaceMessageIdMismatch' },
  REPLAY_REFUSED: { status: 409, message: 'error.replayRefused' },
  INTERNAL: { status: 500, message: 'error.internal' },
  // The database does not answer (restarting, unreachable): nothing was written, try again shortly (Retry-After).
  DATABASE_UNAVAILABLE: { status: 503, message: 'error.databaseUnavailable' },
  // Dynamic reports (entities/report/STATES.md).
  REPORT_TIMEOUT: { status: 409, message: 'error.reportTimeout' },
  REPORT_SCOPE_COLUMN: { status: 409, message: 'error.reportScopeColumn' },
  REPORT_NOT_GRANTED: { status: 403, message: 'error.reportNotGranted' },
  REPORT_DISABLED: { status: 409, message: 'error.reportDisabled' },
  REPORT_FAILED: { status: 409, message: 'error.reportFailed' },
  REPORT_TOO_MANY_ROWS: { status: 409, message: 'error.reportTooManyRows' },
  REPORT_SOURCE_FAILED: { status: 409, message: 'error.reportSourceFailed' },
  // Statements that would hold the database too long (QUERY_TIMEOUT_SECONDS, EMBEDDED_COST_CEILING, EMBEDDED_WAIT_SECONDS).
  LIST_TIMEOUT: { status: 409, message: 'error.listTimeout' },
  EXPORT_TIMEOUT: { status: 409, message: 'error.exportTimeout' },
  CHART_TIMEOUT: { status: 409, message: 'error.chartTimeout' },
  EMBEDDED_COST_REFUSED: { status: 409, message: 'error.embeddedCostRefused' },
  DATABASE_BUSY: { status: 503, message: 'error.databaseBusy' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof errorCodes;

/**
 * Envelope status of an error: `M` for a message the user can act on (their
 * input, their rights, someone else's change), `E` for everything else.
 */
export function envelopeStatus(code: ErrorCode): 'M' | 'E' {
  const status = errorCodes[code].status;
  return status === 400 || status === 403 || status === 409 || status === 429 ? 'M' : 'E';
}

/** One field's failure, so a form can mark the right field. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
  /** Line index when the field belongs to a child collection. */
  row?: number;
  child?: string;
}

/** The answer envelope of SPEC section 7 and DOMAIN.md. */
export interface Envelope<T = unknown> {
  status: 'S' | 'E' | 'M';
  msg: string;
  data: T;
  count?: number;
  /** The list has more rows than `count`, which was counted only that far. */
  countCapped?: boolean;
  /** `count` is the database's estimate. */
  countEstimated?: boolean;
  /** A page answered without its total (no `count`): `listCount` tells it. */
  countPending?: boolean;
  /** Rows follow / precede this page. */
  hasNext?: boolean;
  hasPrevious?: boolean;
  /** Asked with `groupBy`: each value of the field and how many rows hold it. */
  groups?: { value: unknown; count: number }[];
  /** A refreshed summary's page: when its data was computed. */
  refreshedAt?: string;
  code?: ErrorCode;
  errors?: FieldError[];
  /** A refusal's request id (the `x-request-id` header): the server's log line of the call. */
  requestId?: string;
}
