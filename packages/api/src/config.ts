/** Configuration from the environment; README's table documents each variable. */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** The address people reach the server at (no trailing slash): absolute links, redirects and the OAuth issuer (`${publicUrl}/oauth`) are built on it, never on a request's Host. */
  publicUrl: string;
  /** Proxies whose X-Forwarded-For/-Host/-Proto are believed (addresses or CIDRs); none: the connection's own address is the client's. */
  trustedProxies: string[];
  databaseUrl?: string;
  dataDir: string;
  /** Local folder for stored files (when FILE_STORAGE=local). */
  fileDir: string;
  fileStorage: 'local' | 's3';
  s3: { endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };
  uploadMaxBytes: number;
  uploadFormats: string[];
  smtpUrl?: string;
  mailFrom: string;
  sessionTtlHours: number;
  demoData: boolean;
  /** Test-only: every picture code answers this. Refused when NODE_ENV is production. */
  captchaFixedAnswer?: string;
  appDist: string;
  logLevel: string;
  /** This process works the job queue (false: it only queues, another process works). */
  jobWorker: boolean;
  jobPollMs: number;
  /** LibreOffice's soffice, to turn office documents into PDF for preview. */
  sofficePath?: string;
  /** Origins (besides the portal's own) that may frame /iframeBox and /legacy/ pages. */
  frameAncestors: string[];
  /** PostgreSQL: a list's page and total, an export's statements and a chart's data are cut after this many seconds (a report keeps its own limit, at most this for its charts). */
  queryTimeoutSeconds: number;
  /** PGlite, which cannot cancel a statement: a report, chart or export the planner estimates above this cost is refused before it runs. */
  embeddedCostCeiling: number;
  /** PGlite: a request that waited this long for the one embedded connection is answered 503 with Retry-After. */
  embeddedWaitSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const captchaFixedAnswer = env.CAPTCHA_FIXED_ANSWER;
  if (captchaFixedAnswer && env.NODE_ENV === 'production') throw new Error('CAPTCHA_FIXED_ANSWER is for tests and may not be set in production');
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    fileDir: resolve(env.FILE_DIR ?? `${dataDir}/files`),
    fileStorage: env.FILE_STORAGE === 's3' ? 's3' : 'local',
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? 2147483648),
    uploadFormats: (env.UPLOAD_FORMATS ?? 'pdf,doc,docx,xls,xlsx,ppt,pptx,txt,csv,zip,rar,7z,jpg,jpeg,png,gif,bmp')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'SRM <no-reply@srm.local>',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    demoData: env.DEMO_DATA !== 'false',
    captchaFixedAnswer,
    appDist: resolve(env.APP_DIST ?? 'dist/app'),
    logLevel: env.LOG_LEVEL ?? 'info',
    jobWorker: env.JOB_WORKER !== 'false',
    frameAncestors: (env.FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o)),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    sofficePath: env.SOFFICE_PATH || undefined,
    queryTimeoutSeconds: Number(env.QUERY_TIMEOUT_SECONDS ?? 30),
    embeddedCostCeiling: Number(env.EMBEDDED_COST_CEILING ?? 1_000_000),
    embeddedWaitSeconds: Number(env.EMBEDDED_WAIT_SECONDS ?? 5),
  };
}
