// A bounded closed-loop load generator in a process of its own (forked by
// bench/run.ts), so neither the server's event loop nor its CPU time is shared
// with the client's. Each of `concurrency`
// clients sends signed POSTs back to back over keep-alive for `durationMs` (or
// `requests` in total) and the worker answers the latencies in ms.
import http from 'node:http';
import { createHash } from 'node:crypto';

const { port, plans, concurrency, durationMs, requests } = await new Promise((resolve) => process.once('message', resolve));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

// Same algorithm as @srm/domain/client/signature.ts.
const signatures = new Map();
function sign(ts, token) {
  const key = `${ts}:${token}`;
  let value = signatures.get(key);
  if (value) return value;
  value = key;
  const rounds = (Number(ts.at(-1)) % 4) + 1;
  for (let i = 0; i < rounds; i++) value = createHash('sha256').update(value).digest('hex');
  if (signatures.size > 1000) signatures.clear();
  signatures.set(key, value);
  return value;
}

function once({ path, body, token }) {
  return new Promise((resolve) => {
    const ts = String(Date.now());
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: token,
          'x-srm-timestamp': ts,
          'x-srm-signature': sign(ts, token),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 && text.startsWith('{"status":"S"'), text }));
      },
    );
    req.on('error', (err) => resolve({ ms: performance.now() - started, ok: false, text: String(err) }));
    req.end(body);
  });
}

const latencies = [];
let errors = 0;
let firstError = '';
let sent = 0;
const started = performance.now();
const deadline = started + (durationMs ?? 1e12);
async function client(i) {
  const plan = plans[i % plans.length];
  let n = 0;
  while (performance.now() < deadline && (requests === undefined || sent < requests) && (requests === undefined || n < plan.length)) {
    sent++;
    const r = await once(plan[n++ % plan.length]);
    if (r.ok) latencies.push(r.ms);
    else {
      errors++;
      if (!firstError) firstError = r.text.slice(0, 300);
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
const elapsed = performance.now() - started;
agent.destroy();
process.send({ latencies, errors, firstError, elapsedMs: elapsed }, () => process.exit(0));
