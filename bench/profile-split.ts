/**
 * Where a CPU profile's time goes, in proportions that hold on any machine:
 * `node --import ./scripts/ts.mjs bench/profile-split.ts <file>.cpuprofile`.
 * Self time by the kind of code a sample stands in (idle, GC, the pg driver,
 * sockets, Fastify, JSON, our code by folder) and inclusive time of the parts of
 * a call (session and grants, the action, the process, audit, to-dos, the answer).
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
}

const SELF: [string, RegExp][] = [
  ['idle', /^\(idle\)/],
  ['garbage collector', /^\(garbage collector\)/],
  ['program (native, unattributed)', /^\(program\)/],
  ['pg driver (protocol, row decoding)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool)\//],
  ['Fastify and its plugins', /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|ajv|fast-uri|pino)/],
  ['other libraries', /node_modules\//],
  ['sockets and streams (node:net, node:stream)', /node:(net|stream|internal\/stream|internal\/net|_http|http|internal\/http|internal\/streams)/],
  ['node internals (other)', /^node:/],
  ['our code: engine', /packages\/api\/src\/engine\//],
  ['our code: workflow', /packages\/api\/src\/workflow\//],
  ['our code: auth, plugins, routes', /packages\/api\/src\/(auth|plugins|routes|openapi|app)/],
  ['our code: db', /packages\/api\/src\/db\//],
  ['our code: other', /packages\//],
  ['V8 builtins (JSON, regexp, strings)', /^$/],
];

const PARTS: [string, RegExp][] = [
  ['session, signature, grants (auth/)', /packages\/api\/src\/auth\//],
  ['request log and interface log', /request-log|interface-log|interfaceLog/],
  ['the engine action (actIn)', /^actIn$/],
  ['the process gate (workflow/)', /packages\/api\/src\/workflow\//],
  ['audit', /engine\/audit\.ts/],
  ['to-dos', /engine\/(todos|task-todos)\.ts/],
  ['message centre', /message\/centre/],
  ['answer as JSON (serialise)', /serialize|stringify/i],
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-types|pg-pool)\//],
  ['socket writes (writev, writeGeneric)', /^(writev|writeGeneric|writevGeneric|_writeGeneric|_writev|doWrite|writeOrBuffer)$/],
];

const file = process.argv[2];
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<string, number>();
const parts = new Map<string, number>();
let busy = 0;
const kindOf = (n: Node) => {
  const key = n.callFrame.url || n.callFrame.functionName;
  return (
    SELF.find(([, re]) =>
      re.test(n.callFrame.url ? key : n.callFrame.url === '' && /^\(/.test(n.callFrame.functionName) ? n.callFrame.functionName : ''),
    )?.[0] ?? 'other'
  );
};
for (const id of p.samples) {
  const n = byId.get(id)!;
  const k = kindOf(n);
  self.set(k, (self.get(k) ?? 0) + 1);
  if (k === 'idle') continue;
  busy++;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const f = byId.get(at)!.callFrame;
    for (const [name, re] of PARTS) if (!seen.has(name) && (re.test(f.url) || re.test(f.functionName))) seen.add(name);
  }
  for (const name of seen) parts.set(name, (parts.get(name) ?? 0) + 1);
}
const pctOf = (n: number, of: number) => `${((n / of) * 100).toFixed(1)} %`;
console.log(`${p.samples.length} samples, ${busy} busy (${pctOf(busy, p.samples.length)})`);
console.log('\nself time, of all samples:');
for (const [k, n] of [...self].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(48)} ${pctOf(n, p.samples.length)}`);
console.log('\ninclusive, of busy samples:');
for (const [k, n] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(48)} ${pctOf(n, busy)}`);
