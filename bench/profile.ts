/**
 * Where a figure's server time goes: a CPU profile of this process (the bench
 * runs the server in its own process) taken with the inspector while a load
 * runs, read as proportions of the busy samples by part of the call (routing,
 * auth, query build, driver, serialisation, socket...). Proportions, unlike
 * times, hold on a loaded machine. `profiled(fn)` takes the profile; `splitOf`
 * reads it; `splitText` writes the split as the figures' notes show it.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A part of a call: a sample belongs to the first part (from the leaf up) whose rule matches one of its frames. */
export interface Part {
  name: string;
  match: (frame: CallFrame) => boolean;
}

const SOCKET_WRITE = /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|writeUcs2String)$/;
const DRIVER = /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//;
const url = (re: RegExp) => (f: CallFrame) => re.test(f.url);
const fn = (re: RegExp) => (f: CallFrame) => f.url === '' && re.test(f.functionName);

/**
 * The parts of an API call, nearest first: JSON work is serialisation wherever it
 * runs, the driver's code is the driver's, and so on out to Fastify and Node's
 * HTTP and socket code, which every call passes through last.
 */
export const API_PARTS: Part[] = [
  { name: 'GC', match: fn(/^\(garbage collector\)$/) },
  // JSON.stringify runs inside its caller's frame: the server's serialiser is a named function for this (app.ts).
  { name: 'serialisation', match: (f) => fn(/^stringify$/)(f) || /^serialiseAnswer$/.test(f.functionName) || url(/fast-json-stringify/)(f) },
  { name: 'JSON parse', match: fn(/^parse$/) },
  { name: 'pg driver', match: url(DRIVER) },
  { name: 'auth and session', match: url(/src\/(plugins\/guard|auth\/|tickets\/)/) },
  {
    name: 'list SQL build',
    match: url(/src\/engine\/(list-query|list-cursor|scope|data-limits|params|columns)\.ts/),
  },
  { name: 'engine', match: url(/src\/engine\//) },
  { name: 'db wrappers', match: url(/src\/db\//) },
  { name: 'our hooks and routes', match: url(/src\/(plugins|ops|routes)\//) },
  { name: 'logging', match: url(/node_modules\/pino/) },
  { name: 'Fastify', match: url(/node_modules\/(fastify|find-my-way|avvio|@fastify|light-my-request|toad-cache|process-warning)\//) },
  { name: 'node HTTP', match: url(/^node:(_http|http|net|stream|internal\/(streams|http|net|stream_base))/) },
  { name: 'promises, timers', match: (f) => url(/^node:internal\/(process\/task_queues|timers|async_hooks)/)(f) },
];

/** Runs `fn` with this process's CPU profiler on; answers the profile. */
export async function profiled(fn: () => Promise<unknown>, samplingIntervalUs = 200): Promise<CpuProfile> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: samplingIntervalUs });
    await session.post('Profiler.start');
    await fn();
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    return profile;
  } finally {
    session.disconnect();
  }
}

/**
 * Each part's share of the busy time (idle and the profiler's own work left out),
 * in percent, largest first; `busy` is the share of the whole profile the process was busy.
 */
export function splitOf(profile: CpuProfile, parts: Part[] = API_PARTS): { busy: number; shares: { name: string; percent: number }[] } {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const leaf = byId.get(id)!.callFrame;
    let name = leaf.functionName === '(idle)' ? 'idle' : leaf.functionName === '(program)' ? 'V8, unattributed' : '';
    const frames: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at)!.callFrame);
    // The profiler's own work (collecting the profile) is no part of a call.
    if (frames.some((f) => f.url === 'node:inspector')) name = 'profiler';
    // A socket write is a system call: whose it is says which round trip it pays for.
    else if (!name && SOCKET_WRITE.test(leaf.functionName) && leaf.url === '')
      name = frames.some((f) => DRIVER.test(f.url)) ? 'socket writes to PostgreSQL' : 'socket writes of answers';
    if (!name) {
      for (let at: number | undefined = id; at !== undefined && !name; at = parent.get(at)) {
        const frame = byId.get(at)!.callFrame;
        name = parts.find((p) => p.match(frame))?.name ?? '';
      }
    }
    name ||= 'other JS';
    partOf.set(id, name);
    return name;
  };
  const time = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    const name = classify(profile.samples[i]);
    time.set(name, (time.get(name) ?? 0) + dt);
    total += dt;
  }
  const idle = (time.get('idle') ?? 0) + (time.get('profiler') ?? 0);
  time.delete('idle');
  time.delete('profiler');
  const busyTime = total - idle;
  const shares = [...time.entries()]
    .map(([name, t]) => ({ name, percent: busyTime ? Math.round((t / busyTime) * 1000) / 10 : 0 }))
    .sort((a, b) => b.percent - a.percent);
  return { busy: total ? Math.round((busyTime / total) * 1000) / 10 : 0, shares };
}

/** The split as one line: "busy 62 %: driver 21 %, HTTP 18 %, ...", parts under `floor` % left out. */
export function splitText(split: ReturnType<typeof splitOf>, floor = 2): string {
  const shown = split.shares.filter((s) => s.percent >= floor);
  const rest = split.shares.filter((s) => s.percent < floor).reduce((n, s) => n + s.percent, 0);
  return `server busy ${split.busy} %; of that ${shown.map((s) => `${s.name} ${s.percent} %`).join(', ')}${rest ? `, the rest ${Math.round(rest * 10) / 10} %` : ''}`;
}

/**
 * Starts profiling for a part of a run chosen by the caller (the approvals' rounds);
 * the answer stops it and writes the profile to `file`, for bench/profile-split.ts.
 * `BENCH_PROFILE=<file>.cpuprofile` turns it on where a module offers it.
 */
export async function startProfile(): Promise<(file: string) => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
