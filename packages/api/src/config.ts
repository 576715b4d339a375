/**
 * Configuration from the environment, as one table: each setting's name, how its
 * value is read (and refused), its default and what it means. The names the
 * server knows are the table's, so a misspelt variable (SMTP_URLS) is refused
 * at start with the name it was likely meant to be, and README's table lists
 * every row (a test checks). Adding a setting: a row here, a field of Config
 * filled in loadConfig, a line in README.
 */
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';

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
  /** The bearer token a Prometheus scraper sends to `/metrics`; unset, the route answers 404. */
  metricsToken?: string;
  /** This process works the job queue (false: it only queues, another process works). */
  jobWorker: boolean;
  jobPollMs: number;
  /** LibreOffice's soffice, to turn office documents into PDF for preview. */
  sofficePath?: string;
  /** Origins (besides the portal's own) that may frame /iframeBox and /legacy/ pages. */
  frameAncestors: string[];
  /** How long a SIGTERM waits for requests, the running job and sockets before the process ends anyway. */
  shutdownTimeoutMs: number;
  /** PostgreSQL: a list's page and total, an export's statements and a chart's data are cut after this many seconds (a report keeps its own limit, at most this for its charts). */
  queryTimeoutSeconds: number;
  /** PGlite, which cannot cancel a statement: a report, chart or export the planner estimates above this cost is refused before it runs. */
  embeddedCostCeiling: number;
  /** PGlite: a request that waited this long for the one embedded connection is answered 503 with Retry-After. */
  embeddedWaitSeconds: number;
}

/** A setting that cannot be used: the start stops with this one line. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** How a value is read; throws `Refused` with what is wrong (the caller names the variable). */
type Parse<T> = (raw: string) => T;
class Refused extends Error {}

interface Setting<T> {
  parse: Parse<T>;
  /** Used when the variable is unset or empty. */
  fallback: T;
  /** What it means (README's table says it at length). */
  doc: string;
  /** Its value is never repeated in a message (it holds a password or a key). */
  secret?: boolean;
}

const setting = <T>(parse: Parse<T>, fallback: T, doc: string, secret?: boolean): Setting<T> => ({ parse, fallback, doc, secret });

// Parsers, each saying what it wants when it refuses.
const text: Parse<string> = (raw) => raw;
const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Parse<number> =>
  (raw) => {
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      throw new Refused(max === Number.MAX_SAFE_INTEGER ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`);
    }
    return Number(raw);
  };
const positive: Parse<number> = (raw) => {
  const n = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(n > 0)) throw new Refused('must be a number above 0');
  return n;
};
const flag: Parse<boolean> = (raw) => {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Refused('must be true or false');
};
const oneOf =
  <T extends string>(...values: T[]): Parse<T> =>
  (raw) => {
    if (!(values as string[]).includes(raw)) throw new Refused(`must be one of ${values.join(', ')}`);
    return raw as T;
  };
const url =
  (...protocols: string[]): Parse<string> =>
  (raw) => {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw new Refused(`must be a URL (${protocols.join('//… or ')}//…)`);
    }
    if (!protocols.includes(u.protocol)) throw new Refused(`must be a ${protocols.join(' or ')} URL`);
    return raw;
  };
const list =
  <T>(each: Parse<T>): Parse<T[]> =>
  (raw) =>
    raw
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(each);
const address: Parse<string> = (raw) => {
  const valid = ipaddr.isValid(raw) || (() => (raw.includes('/') ? tryCidr(raw) : false))();
  if (!valid) throw new Refused(`must list IP addresses or CIDRs, comma-separated ("${raw}" is neither)`);
  return raw;
};
function tryCidr(raw: string): boolean {
  try {
    ipaddr.parseCIDR(raw);
    return true;
  } catch {
    return false;
  }
}
const base64Key: Parse<string> = (raw) => {
  if (Buffer.from(raw, 'base64').length !== 32) throw new Refused('must be 32 bytes in base64');
  return raw;
};

/** Every variable the server reads. README's table lists each. */
export const SETTINGS = {
  PORT: setting(integer(0, 65535), 8080, 'HTTP port of the portal, the API and the WebSockets'),
  HOST: setting(text, '0.0.0.0', 'address to listen on'),
  PUBLIC_URL: setting(url('http:', 'https:'), '', 'the address people reach the server at'),
  TRUSTED_PROXIES: setting(list(address), [] as string[], 'reverse proxies whose forwarded headers are believed'),
  DATABASE_URL: setting(url('postgres:', 'postgresql:'), '', 'PostgreSQL connection string; unset: embedded PGlite', true),
  DATA_DIR: setting(text, 'data', 'embedded database and default file storage'),
  FILE_STORAGE: setting(oneOf('local', 's3'), 'local' as 'local' | 's3', 'where attachments are kept'),
  FILE_DIR: setting(text, '', 'folder of local file storage'),
  S3_ENDPOINT: setting(url('http:', 'https:'), '', 'S3-compatible endpoint (not AWS)'),
  S3_BUCKET: setting(text, '', 'bucket of S3 file storage'),
  S3_REGION: setting(text, '', 'region of S3 file storage'),
  S3_ACCESS_KEY_ID: setting(text, '', 'S3 credentials'),
  S3_SECRET_ACCESS_KEY: setting(text, '', 'S3 credentials', true),
  UPLOAD_MAX_BYTES: setting(integer(1), 2147483648, 'largest upload'),
  UPLOAD_FORMATS: setting(
    list((s) => s.toLowerCase()),
    'pdf,doc,docx,xls,xlsx,ppt,pptx,txt,csv,zip,rar,7z,jpg,jpeg,png,gif,bmp'.split(','),
    'allowed upload extensions',
  ),
  SMTP_URL: setting(url('smtp:', 'smtps:'), '', 'mail transport', true),
  MAIL_FROM: setting(text, 'SRM <no-reply@srm.local>', 'sender of mail'),
  SESSION_TTL_HOURS: setting(positive, 12, 'idle lifetime of a session'),
  DEMO_DATA: setting(flag, true, 'load demo data into an empty database'),
  SRM_SEAL_KEY: setting(base64Key, '', 'master key of sealed bids (read by sourcing/sealing.ts)', true),
  SRM_PDF_FONT: setting(text, '', 'CJK font file of contract PDFs (read by contract/pdf/font.ts)'),
  LOG_LEVEL: setting(oneOf('silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'), 'info', 'what the log keeps'),
  APP_DIST: setting(text, 'dist/app', 'the built portal'),
  JOB_WORKER: setting(flag, true, 'this process works the job queue'),
  JOB_POLL_MS: setting(integer(10), 1000, 'how often an idle job worker looks for work'),
  SOFFICE_PATH: setting(text, '', 'LibreOffice soffice, for office previews'),
  CAPTCHA_FIXED_ANSWER: setting(text, '', 'tests only: every picture code answers this', true),
  NODE_ENV: setting(text, '', '`production` refuses test-only settings'),
  FRAME_ANCESTORS: setting(text, '', 'origins that may frame /iframeBox and /legacy/ pages'),
  SHUTDOWN_TIMEOUT_MS: setting(integer(0), 20_000, 'how long a SIGTERM waits for requests, jobs and sockets'),
  QUERY_TIMEOUT_SECONDS: setting(positive, 30, 'PostgreSQL: lists, exports and charts are cut after this many seconds'),
  EMBEDDED_COST_CEILING: setting(positive, 1_000_000, 'embedded database: a report, chart or export estimated above this cost is refused'),
  EMBEDDED_WAIT_SECONDS: setting(positive, 5, 'embedded database: a request that waited this long is answered 503'),
  METRICS_TOKEN: setting(text, '', 'bearer token a scraper sends to /metrics; unset: /metrics answers 404', true),
} satisfies Record<string, Setting<unknown>>;

type Settings = { [K in keyof typeof SETTINGS]: (typeof SETTINGS)[K]['fallback'] };

/**
 * Prefixes of our variables: one of these that is no setting is a mistake. Tools
 * beside the server (tests, bench, CI stages) read a few of them; those are left
 * alone.
 */
const OUR_PREFIXES = [
  'SRM_',
  'S3_',
  'SMTP_',
  'UPLOAD_',
  'JOB_',
  'FILE_',
  'DATABASE_',
  'SESSION_',
  'MAIL_',
  'DEMO_',
  'CAPTCHA_',
  'PUBLIC_',
  'TRUSTED_',
  'SHUTDOWN_',
  'METRICS_',
  'QUERY_',
  'EMBEDDED_',
];
const READ_BY_TOOLS = /^SRM_(TEST_|STAGE_|BENCH_)|^SRM_(API|SCHEMA|ROBUSTNESS_ENTITIES)$/;

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** A variable we do not read that looks like ours: with one of our prefixes, or a letter or two from a setting's name. */
function unknownSetting(env: NodeJS.ProcessEnv): ConfigError | undefined {
  const known = Object.keys(SETTINGS);
  for (const name of Object.keys(env).sort()) {
    if (name in SETTINGS || !/^[A-Z][A-Z0-9_]*$/.test(name) || READ_BY_TOOLS.test(name)) continue;
    const nearest = known.map((k) => ({ k, d: distance(name, k) })).sort((x, y) => x.d - y.d)[0];
    // Short names (PORT, HOST) are a letter or two from common ones (HOME), so only long ones are guessed at.
    const looksLike = nearest.d <= 2 && nearest.k.length >= 7;
    if (looksLike || OUR_PREFIXES.some((p) => name.startsWith(p))) {
      return new ConfigError(name, `is not a setting of this server${nearest.d <= 3 ? `: did you mean ${nearest.k}?` : ' (README lists them)'}`);
    }
  }
  return undefined;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const unknown = unknownSetting(env);
  if (unknown) throw unknown;
  const values: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(SETTINGS) as [string, Setting<unknown>][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') {
      values[name] = s.fallback;
      continue;
    }
    try {
      values[name] = s.parse(raw.trim());
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      throw new ConfigError(name, s.secret ? err.message : `${err.message}, not "${raw}"`);
    }
  }
  return values as Settings;
}

/** The settings of `env`; throws ConfigError, naming the variable, on one that cannot be used. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const s = readSettings(env);
  if (s.CAPTCHA_FIXED_ANSWER && s.NODE_ENV === 'production')
    throw new ConfigError('CAPTCHA_FIXED_ANSWER', 'is for tests and may not be set when NODE_ENV=production');
  if (s.FILE_STORAGE === 's3' && !s.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'must name the bucket when FILE_STORAGE=s3');
  const dataDir = resolve(s.DATA_DIR);
  return {
    port: s.PORT,
    host: s.HOST,
    publicUrl: (s.PUBLIC_URL || `http://localhost:${s.PORT}`).replace(/\/+$/, ''),
    trustedProxies: s.TRUSTED_PROXIES,
    databaseUrl: s.DATABASE_URL || undefined,
    dataDir,
    fileDir: resolve(s.FILE_DIR || `${dataDir}/files`),
    fileStorage: s.FILE_STORAGE,
    s3: {
      endpoint: s.S3_ENDPOINT || undefined,
      bucket: s.S3_BUCKET || undefined,
      region: s.S3_REGION || undefined,
      accessKeyId: s.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY || undefined,
    },
    uploadMaxBytes: s.UPLOAD_MAX_BYTES,
    uploadFormats: s.UPLOAD_FORMATS,
    smtpUrl: s.SMTP_URL || undefined,
    mailFrom: s.MAIL_FROM,
    sessionTtlHours: s.SESSION_TTL_HOURS,
    demoData: s.DEMO_DATA,
    captchaFixedAnswer: s.CAPTCHA_FIXED_ANSWER || undefined,
    appDist: resolve(s.APP_DIST),
    logLevel: s.LOG_LEVEL,
    metricsToken: s.METRICS_TOKEN || undefined,
    jobWorker: s.JOB_WORKER,
    // A malformed origin is left out (security-headers.test.ts), as the header would be refused whole.
    frameAncestors: s.FRAME_ANCESTORS.split(/[\s,]+/).filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o)),
    jobPollMs: s.JOB_POLL_MS,
    sofficePath: s.SOFFICE_PATH || undefined,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    queryTimeoutSeconds: s.QUERY_TIMEOUT_SECONDS,
    embeddedCostCeiling: s.EMBEDDED_COST_CEILING,
    embeddedWaitSeconds: s.EMBEDDED_WAIT_SECONDS,
  };
}
