// The wall time of each stage of a CI run, against the budgets CONVENTIONS.md
// holds ("CI stages and their budgets"). `.ci/run` and `npm test` record a stage
// as it ends (`record`, into the file SRM_STAGE_LOG names); `.ci/run` ends with
// `report`, which prints the table and fails when a stage took more than half
// again its budget: a slow change is seen when it is made, not when CI times out.
//
//   node scripts/ci-stages.mjs record <log> <stage> <seconds> [passed failed]
//   node scripts/ci-stages.mjs report <log>
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** How far past its budget a stage may run before the run fails. */
export const TOLERANCE = 1.5;

/**
 * Appends a stage's wall time, the tests it passed and failed when it ran tests, how busy the cores were, and when
 * it ended (epoch ms): stages that ran alongside each other count once in the run's total.
 */
export function recordStage(log, stage, seconds, counts = { passed: 0, failed: 0 }, busy = '', endedAt = Date.now()) {
  if (log) appendFileSync(log, `${stage}\t${Math.round(seconds)}\t${counts.passed}\t${counts.failed}\t${busy}\t${endedAt}\n`);
}

/** The wall time the stages cover together: the length of the union of their spans. */
export function coveredSeconds(stages) {
  const spans = stages.map((s) => [s.endedAt - s.seconds * 1000, s.endedAt]).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return Math.round(total / 1000);
}

/** The machine's CPU time so far, busy and idle (Linux /proc/stat; zeros elsewhere). */
export function cpuMark() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return { busy: 0, idle: 0 };
  }
}

/** The share of the cores a stage kept busy since `from`, as "87%": a stage far below 100% waits rather than works. */
export function busySince(from) {
  const now = cpuMark();
  const busy = now.busy - from.busy;
  const all = busy + now.idle - from.idle;
  return all > 0 ? `${Math.round((100 * busy) / all)}%` : '';
}

/** The budget table of CONVENTIONS.md: `| stage | budget (s) | ... |` rows under its heading. */
export function readBudgets(conventions = 'CONVENTIONS.md') {
  const text = readFileSync(conventions, 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith('CI stages and their budgets'));
  if (!section) throw new Error(`${conventions} has no "CI stages and their budgets" section`);
  const budgets = new Map();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | `stage` | 300 | what it runs |
    const name = /^`(.+)`$/.exec(cells[1] ?? '')?.[1];
    if (name && /^\d+$/.test(cells[2] ?? '')) budgets.set(name, Number(cells[2]));
  }
  return budgets;
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

export function report(log, budgets = readBudgets()) {
  const stages = existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          const [stage, seconds, passed, failed, busy, endedAt] = l.split('\t');
          return { stage, seconds: Number(seconds), passed: Number(passed || 0), failed: Number(failed || 0), busy: busy ?? '', endedAt: Number(endedAt) };
        })
    : [];
  const problems = [];
  const rows = stages.map(({ stage, seconds, busy, endedAt }) => {
    // Seconds are whole: a stage that began as the one before it ended shares a moment with it, not its work.
    const alongside = stages.filter((o) => o.stage !== stage && o.endedAt - o.seconds * 1000 < endedAt - 2000 && o.endedAt > endedAt - seconds * 1000 + 2000);
    const budget = budgets.get(stage);
    let verdict = '';
    if (budget === undefined) {
      verdict = 'NO BUDGET';
      problems.push(`stage "${stage}" has no budget in CONVENTIONS.md`);
    } else if (seconds > budget * TOLERANCE) {
      verdict = 'OVER';
      problems.push(`stage "${stage}" took ${seconds} s, more than ${TOLERANCE} x its budget of ${budget} s`);
    } else if (seconds > budget) verdict = 'over budget, within tolerance';
    if (alongside.length) verdict = [verdict, `alongside ${alongside.map((o) => o.stage).join(', ')}`].filter(Boolean).join('; ');
    return [stage, minutes(seconds), budget === undefined ? '-' : minutes(budget), busy, verdict];
  });
  const total = coveredSeconds(stages);
  const totalBudget = budgets.get('total');
  if (totalBudget !== undefined && total > totalBudget * TOLERANCE)
    problems.push(`the run took ${total} s, more than ${TOLERANCE} x its budget of ${totalBudget} s`);
  rows.push(['total', minutes(total), totalBudget === undefined ? '-' : minutes(totalBudget), '', '']);
  const head = ['stage', 'wall', 'budget', 'cpu', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n=== stages (wall time, m:ss; a stage fails past ${TOLERANCE} x its budget; cpu: how busy the cores were)`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  for (const p of problems) console.log(`budget: ${p}`);
  // The run's closing line: every stage's tests.
  const passed = stages.reduce((sum, s) => sum + s.passed, 0);
  const failed = stages.reduce((sum, s) => sum + s.failed, 0);
  console.log(`total: ${passed} passed, ${failed} failed`);
  return problems.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, log, stage, seconds] = process.argv.slice(2);
  const [passed, failed] = process.argv.slice(6).map(Number);
  if (command === 'record') recordStage(log, stage, Number(seconds), { passed: passed || 0, failed: failed || 0 });
  else if (command === 'report') process.exit(report(log) ? 0 : 1);
  else {
    console.error('usage: ci-stages.mjs record <log> <stage> <seconds> | report <log>');
    process.exit(2);
  }
}
