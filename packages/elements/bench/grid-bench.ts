// Browser side of the grid benchmark. Exposes window.runBench(options) -> figures.
import '../src/components/data-grid/srm-data-grid.ts';
import type { SrmDataGrid } from '../src/components/data-grid/data-grid.ts';
import type { GridApiResult, GridColumnDef, GridRow } from '../src/components/data-grid/data-grid.types.ts';
import { setLocale } from '../src/localization.ts';

const columns: GridColumnDef[] = [
  { key: 'supplierCode', title: '供应商编码', editType: 'link', sortable: true, width: 140 },
  { key: 'supplierName', title: '供应商名称', editable: true, validate: { required: true } },
  { key: 'status', title: '状态', editType: 'lookup', lookup: { typeCode: 'S' } },
  { key: 'amount', title: '金额', editType: 'number', editable: true, precision: 2, isSummary: true },
  { key: 'quantity', title: '数量', editType: 'number', isSummary: true },
  { key: 'activeFlag', title: '有效', editType: 'checkbox', editable: true },
  { key: 'certified', title: '认证', editType: 'icon' },
  { key: 'remark', title: '备注', ellipsis: true },
];
const lookups = {
  S: [
    { lookupCode: 'A', meaning: '合格' },
    { lookupCode: 'T', meaning: '试用' },
  ],
};

function rows(n: number, start = 0): GridRow[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      id: i + 1,
      supplierCode: `SUP${String(i + 1).padStart(6, '0')}`,
      supplierName: `供应商 ${i + 1}`,
      status: i % 2 ? 'A' : 'T',
      amount: 1000 + i * 10.25,
      quantity: i,
      activeFlag: i % 2 ? 'Y' : 'N',
      certified: i % 3 ? 'Y' : 'N',
      remark: `备注 ${i}`,
    };
  });
}

const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
const stage = () => document.getElementById('stage')!;

function renderedCodes(el: SrmDataGrid): string[] {
  const grid = el.shadowRoot!.querySelector('vaadin-grid')!;
  return [...grid.querySelectorAll('vaadin-grid-cell-content a.link')].map((a) => a.textContent ?? '');
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
const r1 = (n: number) => Math.round(n * 10) / 10;

/** (a) Time from the api's data arriving to a 20-row page in the DOM, and to the next frame. */
async function pageRender(repeats: number) {
  const el = document.createElement('srm-data-grid') as SrmDataGrid;
  el.autoHeight = true; // every row of the page is rendered (no virtual cut-off)
  el.columns = columns;
  el.lookups = lookups;
  let resolve!: (v: GridApiResult) => void;
  el.api = () => new Promise<GridApiResult>((r) => (resolve = r));
  stage().replaceChildren(el);
  await frame();
  await frame();
  const dom: number[] = [];
  const painted: number[] = [];
  for (let i = 0; i < repeats; i++) {
    if (i > 0) {
      el.goToPage(i % 2 ? 2 : 1);
      await new Promise((r) => setTimeout(r, 0));
    }
    await frame();
    const page = i % 2 ? 2 : 1;
    const data = rows(20, (page - 1) * 20);
    const last = data[19].supplierCode;
    const first = data[0].supplierCode;
    const t0 = performance.now();
    resolve({ rows: data, count: 1000 });
    // poll on microtasks/macrotasks until the 20th row shows
    await new Promise<void>((done) => {
      const check = () => {
        const codes = renderedCodes(el);
        if (codes.includes(last) && codes.includes(first)) return done();
        setTimeout(check, 0);
      };
      queueMicrotask(check);
    });
    const t1 = performance.now();
    await frame();
    const t2 = performance.now();
    dom.push(t1 - t0);
    painted.push(t2 - t0);
  }
  el.remove();
  return {
    repeats,
    domMedianMs: r1(median(dom)),
    domMaxMs: r1(Math.max(...dom)),
    nextFrameMedianMs: r1(median(painted)),
    nextFrameMaxMs: r1(Math.max(...painted)),
    firstMs: r1(dom[0]),
  };
}

/** (b) Scroll 100,000 client rows; longest frame by rAF deltas and long tasks. */
async function scroll(total: number, durationMs: number) {
  const el = document.createElement('srm-data-grid') as SrmDataGrid;
  el.style.setProperty('--srm-data-grid-height', '600px');
  el.columns = columns;
  el.lookups = lookups;
  const t0 = performance.now();
  el.rows = rows(total);
  stage().replaceChildren(el);
  await el.updateComplete;
  await frame();
  await frame();
  const setupMs = performance.now() - t0;
  const grid = el.shadowRoot!.querySelector('vaadin-grid')!;
  const table = grid.shadowRoot!.querySelector<HTMLElement>('#table')!;
  const longTasks: number[] = [];
  const po = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
  try {
    po.observe({ type: 'longtask', buffered: false });
  } catch {
    /* not supported */
  }
  // Phase 1 "wheel": 120-360 px per frame (mouse wheel / trackpad fling).
  // Phase 2 "jump": a scrollbar drag to a random place every 10th frame, wheel between.
  const deltas: number[] = [];
  const phase: ('wheel' | 'jump')[] = [];
  let prev = await frame();
  const start = prev;
  let step = 0;
  const max = table.scrollHeight - table.clientHeight;
  while (prev - start < durationMs) {
    step++;
    const p = prev - start < durationMs / 2 ? 'wheel' : 'jump';
    if (p === 'jump' && step % 10 === 0) table.scrollTop = Math.random() * max;
    else table.scrollTop = Math.min(max, table.scrollTop + 120 + (step % 5) * 60);
    if (table.scrollTop >= max - 1) table.scrollTop = 0;
    const now = await frame();
    deltas.push(now - prev);
    phase.push(p);
    prev = now;
  }
  const of = (p: string) => deltas.filter((_, i) => phase[i] === p);
  const maxOf = (xs: number[]) => r1(xs.length ? Math.max(...xs) : 0);
  await frame();
  po.disconnect();
  const sorted = [...deltas].sort((a, b) => a - b);
  const shownLast = renderedCodes(el).length;
  el.remove();
  return {
    rows: total,
    setupMs: r1(setupMs),
    frames: deltas.length,
    maxFrameMs: r1(sorted[sorted.length - 1]),
    p95FrameMs: r1(sorted[Math.floor(sorted.length * 0.95)]),
    medianFrameMs: r1(median(deltas)),
    framesOver50Ms: deltas.filter((d) => d > 50).length,
    wheelMaxFrameMs: maxOf(of('wheel')),
    wheelMedianFrameMs: r1(median(of('wheel'))),
    jumpMaxFrameMs: maxOf(of('jump')),
    jumpMedianFrameMs: r1(median(of('jump'))),
    longTasks: longTasks.length,
    longestTaskMs: r1(longTasks.length ? Math.max(...longTasks) : 0),
    renderedRowsAtEnd: shownLast,
  };
}

async function runBench(opts: { repeats?: number; rows?: number; scrollMs?: number; scrollRuns?: number } = {}) {
  await setLocale('zh-CN');
  const page = await pageRender(opts.repeats ?? 21);
  const runs = [];
  for (let i = 0; i < (opts.scrollRuns ?? 3); i++) runs.push(await scroll(opts.rows ?? 100_000, opts.scrollMs ?? 4000));
  const worst = runs.reduce((a, b) => (b.maxFrameMs > a.maxFrameMs ? b : a));
  const sc = {
    ...worst,
    runs: runs.length,
    maxFrameMsPerRun: runs.map((r) => r.maxFrameMs),
    framesOver50MsTotal: runs.reduce((n, r) => n + r.framesOver50Ms, 0),
  };
  const result = { pageRender: page, scroll: sc, userAgent: navigator.userAgent };
  document.getElementById('out')!.textContent = JSON.stringify(result, null, 2);
  return result;
}

(window as unknown as { runBench: typeof runBench }).runBench = runBench;
(window as unknown as { benchReady: boolean }).benchReady = true;
