import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { assert, cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle, waitFor } from '../../test/helpers.ts';
import './srm-data-grid.ts';
import type { SrmDataGrid } from './data-grid.ts';
import type { GridColumnDef, GridRow, TableUserConfig } from './data-grid.types.ts';
import { formatNumber, parseNumberInput, sumColumn } from './data-grid.format.ts';
import { demoColumns, demoLookups, demoResources, makeApi, makeConfigStore, makeRows } from './data-grid.fixtures.ts';

type Cell = { key: string; content: HTMLElement; td: HTMLElement };

function gridOf(el: SrmDataGrid) {
  return el.shadowRoot!.querySelector('vaadin-grid')! as HTMLElement & { shadowRoot: ShadowRoot };
}

/** Visible body rows in order, each as its cells with the column key. */
function bodyRows(el: SrmDataGrid): Cell[][] {
  const grid = gridOf(el);
  const trs = [...grid.shadowRoot.querySelectorAll<HTMLElement & { index: number }>('#items > tr')].filter(
    (tr) => !tr.hidden && tr.getAttribute('part')?.includes('row') && !tr.hasAttribute('loading'),
  );
  trs.sort((a, b) => a.index - b.index);
  return trs.map((tr) =>
    [...tr.querySelectorAll<HTMLElement & { _column?: HTMLElement }>(':scope > td')]
      .filter((td) => !td.getAttribute('part')?.includes('details-cell'))
      .map((td) => ({
        key: td._column?.dataset.key ?? '',
        td,
        content: td.querySelector('slot')!.assignedElements()[0] as HTMLElement,
      })),
  );
}

function cell(el: SrmDataGrid, rowIdx: number, key: string): HTMLElement {
  const c = bodyRows(el)[rowIdx]?.find((x) => x.key === key);
  assert(c, `cell ${rowIdx}/${key} not found`);
  return c.content;
}

function footerCells(el: SrmDataGrid): Record<string, string> {
  const grid = gridOf(el);
  const out: Record<string, string> = {};
  grid.shadowRoot.querySelectorAll<HTMLElement & { _column?: HTMLElement }>('#footer td').forEach((td) => {
    const content = td.querySelector('slot')!.assignedElements()[0] as HTMLElement;
    out[td._column?.dataset.key ?? '?'] = content.textContent!.trim();
  });
  return out;
}

function headerText(el: SrmDataGrid, key: string): HTMLElement {
  const grid = gridOf(el);
  const td = [...grid.shadowRoot.querySelectorAll<HTMLElement & { _column?: HTMLElement }>('#header th, #header td')].find(
    (t) => t._column?.dataset.key === key,
  );
  assert(td, `header ${key}`);
  return td.querySelector('slot')!.assignedElements()[0] as HTMLElement;
}

function part(el: SrmDataGrid, name: string): HTMLElement {
  const n = el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
  assert(n, `part ${name}`);
  return n;
}

/** Waits until the view holds `rows` rows and the first ones are rendered (the body is virtual). */
async function loaded(el: SrmDataGrid, rows = 1) {
  await waitFor(() => !el.loading && el.getRows().length >= rows && bodyRows(el).length >= Math.min(rows, 8), 'rows rendered');
  await settle(el);
}

describe('srm-data-grid', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible (axe) with selection, details, editing and operations', async () => {
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid
      selection-mode="multi"
      .columns=${demoColumns}
      .lookups=${demoLookups}
      .resources=${demoResources}
      .api=${makeApi(45)}
      .detailsRenderer=${(r: GridRow) => html`<p>${r.supplierName}</p>`}
    ></srm-data-grid>`);
    await loaded(el);
    await expectAccessible(el);
  });

  it('renders the rows the api answers, with paging params, sequence and lookup meanings', async () => {
    const api = makeApi(45);
    const el = await fixture<SrmDataGrid>(
      html`<srm-data-grid .columns=${demoColumns} .lookups=${demoLookups} .searchParams=${{ q: 'x' }} .api=${api}></srm-data-grid>`,
    );
    await loaded(el, 20);
    deepEqual(api.calls[api.calls.length - 1], { q: 'x', pageIndex: 1, pageRows: 20 });
    equal(el.getRows().length, 20, 'rows on page 1');
    equal(cell(el, 0, '__seq').textContent!.trim(), '1');
    equal(cell(el, 0, 'supplierCode').textContent!.trim(), 'SUP000001');
    equal(cell(el, 0, 'status').querySelector('select')!.selectedOptions[0].textContent!.trim(), '合格');
    // read-only lookup column shows the meaning
    el.readonly = true;
    await settle(el);
    equal(cell(el, 1, 'status').textContent!.trim(), '试用');
    equal(el.count, 45);
    assert(part(el, 'total').textContent!.includes('45'), 'total shown');
  });

  it('accepts {data, count} and {data, page:{count}} answers', async () => {
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .api=${async () => ({ data: makeRows(3), count: 77 })}></srm-data-grid>`);
    await loaded(el, 3);
    equal(el.count, 77);
    el.api = async () => ({ data: makeRows(2), page: { count: 5 } });
    await waitFor(() => el.count === 5, 'count 5');
  });

  it('says "10000+" when the server counted only that far', async () => {
    const el = await fixture<SrmDataGrid>(
      html`<srm-data-grid .columns=${demoColumns} .api=${async () => ({ rows: makeRows(20), count: 10000, countCapped: true })}></srm-data-grid>`,
    );
    await loaded(el, 20);
    await waitFor(() => el.shadowRoot!.querySelector('[part="total"]')?.textContent?.includes('10000+') ?? false, 'total 10000+');
    equal(el.shadowRoot!.querySelector('[part="total"]')!.textContent!.trim(), 'Total 10000+ items');
    el.api = async () => ({ rows: makeRows(3), count: 3 });
    await waitFor(() => el.shadowRoot!.querySelector('[part="total"]')?.textContent?.trim() === 'Total 3 items', 'exact total again');
  });

  it('shows the rows before their total: "Counting…", then the total or an estimate in the reader\'s language', async () => {
    let release: (t: { count: number; countEstimated?: boolean }) => void = () => undefined;
    const later = new Promise<{ count: number; countEstimated?: boolean }>((r) => (release = r));
    const el = await fixture<SrmDataGrid>(
      html`<srm-data-grid .columns=${demoColumns} .api=${async () => ({ rows: makeRows(20), countPending: true, hasNext: true, totalLater: later })}></srm-data-grid>`,
    );
    await loaded(el, 20);
    const total = () => part(el, 'total').textContent!.trim();
    equal(total(), 'Counting…', 'the rows are on screen while the total is counted');
    equal(part(el, 'page-info').textContent!.trim(), 'Page 1');
    equal((part(el, 'page-next') as HTMLButtonElement).disabled, false, 'next is open: the api said rows follow');
    equal((part(el, 'page-last') as HTMLButtonElement).disabled, true, 'last is closed until the total is known');
    release({ count: 1_234_567, countEstimated: true });
    await waitFor(() => total() === 'About 1.2M items', 'estimate shown');
    equal(part(el, 'page-info').textContent!.trim(), 'Page 1 of about 61729');
    await setLocale('zh-CN');
    try {
      await waitFor(() => total() === '约 120万 条', 'estimate in Chinese');
    } finally {
      await setLocale('en');
    }
  });

  it('turning one page asks the api to read on from the last row (after) or back from the first (before)', async () => {
    const api = makeApi(45);
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .api=${api}></srm-data-grid>`);
    await loaded(el, 20);
    part(el, 'page-next').click();
    await waitFor(() => api.calls.length === 2 && !el.loading, 'page 2');
    equal(api.calls[1].after, 20, 'the key of the last row of page 1');
    equal(api.calls[1].before, undefined);
    part(el, 'page-prev').click();
    await waitFor(() => api.calls.length === 3 && !el.loading, 'page 1 again');
    equal(api.calls[2].before, 21, 'the key of the first row of page 2');
    part(el, 'page-last').click();
    await waitFor(() => api.calls.length === 4 && !el.loading, 'last page');
    equal(api.calls[3].after, undefined, 'a jump goes by page number');
    equal(api.calls[3].pageIndex, 3);
  });

  it('page 2 asks pageIndex 2 and the sequence continues at 21; the size picker reloads page 1', async () => {
    const api = makeApi(45);
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .api=${api}></srm-data-grid>`);
    await loaded(el, 20);
    const changed = oneEvent<CustomEvent>(el, 'srm-page-change');
    part(el, 'page-next').click();
    equal((await changed).detail.pageIndex, 2);
    await waitFor(() => cell(el, 0, '__seq').textContent!.trim() === '21', 'sequence 21');
    equal(api.calls[api.calls.length - 1].pageIndex, 2);
    equal(cell(el, 0, 'supplierCode').textContent!.trim(), 'SUP000021');

    // page jump (elevator)
    const jump = part(el, 'page-jump').querySelector('input')!;
    jump.value = '3';
    jump.dispatchEvent(new Event('input'));
    jump.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await waitFor(() => api.calls[api.calls.length - 1].pageIndex === 3 && bodyRows(el).length === 5, 'page 3');
    await settle(el);
    equal(cell(el, 4, '__seq').textContent!.trim(), '45');

    const select = part(el, 'page-size') as HTMLSelectElement;
    deepEqual(
      [...select.options].map((o) => o.value),
      ['20', '50', '100', '200', '500'],
    );
    equal(select.value, '20', 'default size');
    select.value = '50';
    select.dispatchEvent(new Event('change'));
    await waitFor(() => el.getRows().length === 45, '45 rows');
    await settle(el);
    deepEqual({ pageIndex: api.calls[api.calls.length - 1].pageIndex, pageRows: api.calls[api.calls.length - 1].pageRows }, { pageIndex: 1, pageRows: 50 });
    equal(cell(el, 0, '__seq').textContent!.trim(), '1');
  });

  it('sortable columns call the api with a sort param', async () => {
    const api = makeApi(45);
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .api=${api}></srm-data-grid>`);
    await loaded(el, 20);
    const btn = headerText(el, 'amount').querySelector<HTMLButtonElement>('.sort')!;
    btn.click();
    await waitFor(() => api.calls[api.calls.length - 1].sort === 'amount', 'asc');
    headerText(el, 'amount').querySelector<HTMLButtonElement>('.sort')!.click();
    await waitFor(() => api.calls[api.calls.length - 1].sort === '-amount', 'desc');
    await loaded(el, 20);
    equal(cell(el, 0, 'supplierCode').textContent!.trim(), 'SUP000045');
  });

  it('without an api says "please configure API property" (localized)', async () => {
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns}></srm-data-grid>`);
    equal(part(el, 'empty-state').textContent!.trim(), 'Please configure the API property');
    await setLocale('zh-CN');
    await settle(el);
    equal(part(el, 'empty-state').textContent!.trim(), '请配置API属性');
    await setLocale('en');
  });

  it('a failed load stops loading and reports null data', async () => {
    const el = document.createElement('srm-data-grid');
    el.columns = demoColumns;
    el.api = async () => {
      throw new Error('boom');
    };
    const ev = oneEvent<CustomEvent>(el, 'srm-data-load');
    document.body.append(el);
    const e = await ev;
    equal(e.detail.data, null);
    equal((e.detail.error as Error).message, 'boom');
    await settle(el);
    equal(el.loading, false);
    equal(el.hasAttribute('loading'), false);
    equal(bodyRows(el).length, 0);
    el.remove();
  });

  it('footer: first cell says Total, sums only isSummary numeric cells, blank when none numeric', async () => {
    const rows = [
      { id: 1, supplierCode: 'A', amount: 1000.25, quantity: '1,000', remark: 'x', plain: 5 },
      { id: 2, supplierCode: 'B', amount: 2000, quantity: 'n/a', remark: 'y', plain: 7 },
      { id: 3, supplierCode: 'C', amount: null, quantity: 3, remark: null, plain: 1 },
    ];
    const cols: GridColumnDef[] = [
      { key: 'supplierCode', title: 'Code' },
      { key: 'amount', title: 'Amount', editType: 'number', isSummary: true, precision: 2 },
      { key: 'quantity', title: 'Qty', isSummary: true },
      { key: 'remark', title: 'Remark', isSummary: true },
      { key: 'plain', title: 'Not summed', editType: 'number' },
    ];
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${cols} .rows=${rows}></srm-data-grid>`);
    await loaded(el, 3);
    const f = footerCells(el);
    equal(f.__seq, 'Total');
    equal(f.supplierCode, '');
    equal(f.amount, '3,000.25');
    equal(f.quantity, '1,003');
    equal(f.remark, '', 'no numeric cell: blank');
    equal(f.plain, '', 'not isSummary: blank');
    // without the sequence column the first data cell says Total
    el.sequenceHidden = true;
    await settle(el);
    equal(footerCells(el).supplierCode, 'Total');
    // pure helpers
    equal(sumColumn([{ a: 0.1 }, { a: 0.2 }], 'a'), 0.3);
    equal(sumColumn([{ a: 'x' }, {}], 'a'), null);
  });

  it('footer sums follow the page loaded from the api', async () => {
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid selection-mode="multi" .columns=${demoColumns} .api=${makeApi(45)}></srm-data-grid>`);
    await loaded(el, 20);
    const sum = (from: number, n: number) => makeRows(n, from).reduce((a, r) => a + r.amount, 0);
    equal(footerCells(el).__seq, 'Total', 'label beside the checkbox column');
    equal(footerCells(el).__select, '');
    equal(footerCells(el).amount, formatNumber(sum(0, 20), 2));
    el.goToPage(3);
    await waitFor(() => el.getRows().length === 5, 'page 3');
    await settle(el);
    equal(footerCells(el).amount, formatNumber(sum(40, 5), 2));
  });

  it('number edits strip thousands separators and apply precision, min and max', async () => {
    const rows = makeRows(3);
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .rows=${rows}></srm-data-grid>`);
    await loaded(el, 3);
    const input = cell(el, 0, 'amount').querySelector('input')!;
    equal(input.value, '1,000.00', 'separators in display');
    const change = oneEvent<CustomEvent>(el, 'srm-cell-change');
    input.value = '12,345.678';
    input.dispatchEvent(new Event('change'));
    const e = await change;
    deepEqual({ field: e.detail.field, value: e.detail.value, oldValue: e.detail.oldValue }, { field: 'amount', value: 12345.68, oldValue: 1000 });
    equal(rows[0].amount, 12345.68);
    await settle(el);
    equal(cell(el, 0, 'amount').querySelector('input')!.value, '12,345.68');
    // min 0
    const i2 = cell(el, 1, 'amount').querySelector('input')!;
    i2.value = '-5';
    i2.dispatchEvent(new Event('change'));
    equal(rows[1].amount, 0);
    // garbage is refused and marked invalid
    const i3 = cell(el, 2, 'amount').querySelector('input')!;
    i3.value = '12a';
    i3.dispatchEvent(new Event('change'));
    equal(rows[2].amount, 1021);
    equal(i3.getAttribute('aria-invalid'), 'true');
    // step with the arrow key
    i2.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    equal(rows[1].amount, 10);
    equal(parseNumberInput('1，234 567.5'), 1234567.5);
    equal(formatNumber(-1234567.891, 2), '-1,234,567.89');
  });

  it('a cancelled srm-cell-change keeps the old value', async () => {
    const rows = makeRows(2);
    const el = await fixture<SrmDataGrid>(
      html`<srm-data-grid .columns=${demoColumns} .rows=${rows} @srm-cell-change=${(e: Event) => e.preventDefault()}></srm-data-grid>`,
    );
    await loaded(el, 2);
    const box = cell(el, 0, 'activeFlag').querySelector('input')!;
    equal(box.checked, false);
    box.click();
    equal(rows[0].activeFlag, 'N');
    equal(box.checked, false);
  });

  it('an uneditable row refuses edits; editable rows accept them; Y/N checkbox writes Y/N', async () => {
    const rows = makeRows(3); // row index 2 has status BLOCKED
    const el = await fixture<SrmDataGrid>(
      html`<srm-data-grid .columns=${demoColumns} .rows=${rows} .lookups=${demoLookups} .rowEditable=${(r: GridRow) => r.status !== 'BLOCKED'}></srm-data-grid>`,
    );
    await loaded(el, 3);
    equal(cell(el, 2, 'supplierName').querySelector('input'), null, 'no editor in a locked row');
    equal(cell(el, 2, 'supplierName').textContent!.trim(), 'Supplier 3');
    equal(cell(el, 2, 'activeFlag').querySelector('input')!.disabled, true);
    equal(el.setCellValue(rows[2], 'supplierName', 'Changed'), false);
    equal(rows[2].supplierName, 'Supplier 3');
    // a column without `editable` refuses too
    equal(el.setCellValue(rows[0], 'quantity', 5), false);
    // an editable row accepts
    const box = cell(el, 0, 'activeFlag').querySelector('input')!;
    box.click();
    equal(rows[0].activeFlag, 'Y');
    equal(el.setCellValue(rows[0], 'supplierName', 'Changed'), true);
    equal(rows[0].supplierName, 'Changed');
  });

  it('required columns show a red asterisk; validate() marks empty cells without a message', async () => {
    const rows = makeRows(2);
    rows[1].supplierName = '';
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .rows=${rows}></srm-data-grid>`);
    await loaded(el, 2);
    const mark = headerText(el, 'supplierName').querySelector<HTMLElement>('.required')!;
    equal(mark.textContent, '*');
    equal(getComputedStyle(mark).color, 'rgb(245, 34, 45)');
    equal(headerText(el, 'amount').querySelector('.required'), null);
    equal(el.validate(), false);
    await settle(el);
    equal(cell(el, 1, 'supplierName').querySelector('input')!.getAttribute('aria-invalid'), 'true');
    equal(cell(el, 0, 'supplierName').querySelector('input')!.getAttribute('aria-invalid'), 'false');
  });

  it('operation column: show and disabled rules per row, srm-row-action', async () => {
    const rows = makeRows(3); // row0: N active, ACTIVE; row1: Y, TRIAL; row2: N, BLOCKED
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .rows=${rows} .resources=${demoResources}></srm-data-grid>`);
    await loaded(el, 3);
    const ops = (i: number) => [...cell(el, i, '__ops').querySelectorAll<HTMLButtonElement>('button')];
    deepEqual(
      ops(0).map((b) => b.dataset.resource),
      ['btnEdit', 'btnDelete'],
    );
    deepEqual(
      ops(1).map((b) => b.dataset.resource),
      ['btnEdit'],
      'delete hidden for active rows',
    );
    equal(ops(2)[0].disabled, true, 'edit disabled for blocked');
    equal(ops(0)[0].disabled, false);
    const ev = oneEvent<CustomEvent>(el, 'srm-row-action');
    ops(0)[1].click();
    const e = await ev;
    equal(e.detail.resourceCode, 'btnDelete');
    equal(e.detail.row, rows[0]);
    const col = gridOf(el).querySelector<HTMLElement & { width: string; frozenToEnd: boolean }>('vaadin-grid-column[data-key="__ops"]')!;
    equal(col.width, '80px');
    equal(col.frozenToEnd, true);
  });

  it('special column widths follow SPEC (checkbox 40, expand 30, sequence 70)', async () => {
    const el = await fixture<SrmDataGrid>(
      html`<srm-data-grid selection-mode="multi" .detailsRenderer=${() => 'x'} .columns=${demoColumns} .rows=${makeRows(2)}></srm-data-grid>`,
    );
    const w = (k: string) => gridOf(el).querySelector<HTMLElement & { width: string }>(`vaadin-grid-column[data-key="${k}"]`)!.width;
    deepEqual([w('__select'), w('__expand'), w('__seq')], ['40px', '30px', '70px']);
  });

  it("a column without a width fits its widest value and its label: codes, dates and amounts are not cut; a user's width wins", async () => {
    const columns: GridColumnDef[] = [
      { key: 'no', title: 'No', editType: 'link', sortable: true },
      { key: 'period', title: 'From', editType: 'slot', sample: '0000-00-00', render: ({ row }) => String(row.period) },
      { key: 'total', title: 'Sum', editType: 'number', precision: 2, isSummary: true },
      { key: 'name', title: 'Name' },
      { key: 'note', title: 'A label wider than its values', sortable: true },
    ];
    const long = 'A supplier name long enough to pass any column cap the grid may set for free text, and then some';
    const rows = [
      { id: 1, no: 'DZ-20261128-0001', period: '2026-11-28', total: 123456789.5, name: long, note: 'x' },
      { id: 2, no: 'DZ-20261128-0002', period: '2026-11-29', total: 7, name: 'Short', note: 'y' },
    ];
    const box = await fixture<HTMLElement>(html`<div style="width: 420px"><srm-data-grid .columns=${columns} .rows=${rows}></srm-data-grid></div>`);
    const grid = box.querySelector<SrmDataGrid>('srm-data-grid')!;
    await loaded(grid, 2);
    await waitFor(() => gridOf(grid).querySelector<HTMLElement & { width: string }>('vaadin-grid-column[data-key="no"]')!.width !== '120px', 'fitted');
    await settle(grid);
    for (const key of ['no', 'period', 'total']) {
      const c = cell(grid, 0, key);
      assert(c.scrollWidth <= c.clientWidth, `${key}: ${c.textContent!.trim()} is cut (${c.scrollWidth} > ${c.clientWidth})`);
    }
    const head = headerText(grid, 'note');
    assert(head.scrollWidth <= head.clientWidth, 'the label of a narrow column is not cut');
    const name = cell(grid, 0, 'name');
    equal(name.title, long, 'a name wider than its column shows whole on hover');
    equal(cell(grid, 1, 'name').title, '', 'a name that fits has no hover text');

    grid.columnConfig = { version: 1, columns: [{ key: 'no', columnsDisplay: 'Y', width: 90 }] };
    await settle(grid);
    equal(gridOf(grid).querySelector<HTMLElement & { width: string }>('vaadin-grid-column[data-key="no"]')!.width, '90px');
  });

  it('row click, double click, selection and expandable rows', async () => {
    const rows = makeRows(3);
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid
      selection-mode="multi"
      .columns=${demoColumns}
      .rows=${rows}
      .detailsRenderer=${(r: GridRow) => html`<p class="det">Details ${r.id}</p>`}
    ></srm-data-grid>`);
    await loaded(el, 3);
    const click = oneEvent<CustomEvent>(el, 'srm-row-click');
    cell(el, 1, 'remark').click();
    const c = await click;
    equal(c.detail.row, rows[1]);
    equal(c.detail.field, 'remark');
    const dbl = oneEvent<CustomEvent>(el, 'srm-row-dblclick');
    cell(el, 2, 'remark').dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    equal((await dbl).detail.row, rows[2]);

    const sel = oneEvent<CustomEvent>(el, 'srm-selection-change');
    cell(el, 0, '__select').querySelector('input')!.click();
    deepEqual(
      (await sel).detail.rows.map((r: GridRow) => r.id),
      [1],
    );
    headerText(el, '__select').querySelector('input')!.click();
    equal(el.selectedRows.length, 3);

    cell(el, 1, '__expand').querySelector('button')!.click();
    await settle(el);
    await waitFor(() => [...gridOf(el).querySelectorAll('.det')].some((d) => d.textContent === 'Details 2'), 'details');
  });

  it('link, button, icon and slot cells', async () => {
    const rows = makeRows(2);
    const cols: GridColumnDef[] = [
      { key: 'supplierCode', title: 'Code', editType: 'link', linkTag: 'detail' },
      { key: 'supplierName', title: 'Open', editType: 'button' },
      { key: 'certified', title: 'Certified', editType: 'icon' },
      { key: 'badge', title: 'Badge', editType: 'slot', render: ({ row }) => `#${row.id}` },
      { key: 'light', title: 'Light', editType: 'slot' },
    ];
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${cols} .rows=${rows}><b slot="cell-light-2">slotted</b></srm-data-grid>`);
    await loaded(el, 2);
    const act = oneEvent<CustomEvent>(el, 'srm-cell-action');
    cell(el, 0, 'supplierCode').querySelector('a')!.click();
    deepEqual((await act).detail, { row: rows[0], field: 'supplierCode', editType: 'link', linkTag: 'detail' });
    const act2 = oneEvent<CustomEvent>(el, 'srm-cell-action');
    cell(el, 1, 'supplierName').querySelector('button')!.click();
    equal((await act2).detail.editType, 'button');
    equal(cell(el, 0, 'certified').textContent!.trim(), '', 'N without showIcon: nothing');
    equal(cell(el, 1, 'certified').textContent!.trim(), '✔');
    equal(cell(el, 1, 'badge').textContent!.trim(), '#2');
    const slot = cell(el, 1, 'light').querySelector('slot')!;
    equal(slot.assignedElements()[0]?.textContent, 'slotted');
  });

  it('an editable button cell is chosen by the page: it shows the display field, takes the value through setCellValue, and is marked when required and empty', async () => {
    const rows = [
      { id: 1, itemId: null, itemName: null },
      { id: 2, itemId: 7, itemName: 'Hex bolt' },
    ];
    const cols: GridColumnDef[] = [
      { key: 'itemId', title: 'Material', editType: 'button', editable: true, displayKey: 'itemName', validate: { required: true } },
    ];
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${cols} .rows=${rows}></srm-data-grid>`);
    await loaded(el, 2);
    const button = (i: number) => cell(el, i, 'itemId').querySelector('button')!;
    equal(button(0).textContent!.trim(), 'Material', 'empty: the column title, as the thing to choose');
    equal(button(1).textContent!.trim(), 'Hex bolt', 'the name, not the id');
    equal(el.validate(), false);
    await settle(el);
    equal(button(0).getAttribute('aria-invalid'), 'true');
    equal(button(1).getAttribute('aria-invalid'), 'false');
    const act = oneEvent<CustomEvent>(el, 'srm-cell-action');
    button(0).click();
    equal((await act).detail.row, rows[0]);
    const change = oneEvent<CustomEvent>(el, 'srm-cell-change');
    rows[0].itemName = 'Flange';
    equal(el.setCellValue(rows[0], 'itemId', 9), true);
    equal((await change).detail.value, 9);
    await settle(el);
    equal(rows[0].itemId, 9);
    equal(button(0).textContent!.trim(), 'Flange');
    equal(button(0).getAttribute('aria-invalid'), 'false', 'a chosen value clears the mark');
    el.readonly = true;
    await settle(el);
    equal(el.setCellValue(rows[0], 'itemId', 10), false, 'a read-only grid takes no value');
    equal(rows[0].itemId, 9);
  });

  it('column configuration round trip: hide, reorder, save, export, import back', async () => {
    const store = makeConfigStore();
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid
      table-name="t_supplier"
      .columns=${demoColumns}
      .rows=${makeRows(2)}
      .loadConfig=${store.loadConfig}
      .saveConfig=${store.saveConfig}
    ></srm-data-grid>`);
    await loaded(el, 2);
    const keys = () =>
      bodyRows(el)[0]
        .map((c) => c.key)
        .filter((k) => !k.startsWith('__'));
    deepEqual(
      keys(),
      demoColumns.map((c) => c.key),
    );
    const original = el.exportConfig();

    part(el, 'config-button').click();
    await settle(el);
    const dialog = part(el, 'config-dialog');
    await expectAccessible(el);
    const row = (key: string) => dialog.querySelector<HTMLElement>(`tr[data-key="${key}"]`)!;
    const vis = row('remark').querySelector<HTMLInputElement>('[part~="config-visible"]')!;
    vis.click(); // hide remark
    await settle(el);
    row('amount').querySelector<HTMLButtonElement>('[part~="config-up"]')!.click(); // amount before status
    await settle(el);
    const saved = oneEvent<CustomEvent>(el, 'srm-config-save');
    part(el, 'config-save').click();
    const s = await saved;
    equal(s.detail.tableName, 't_supplier');
    await loaded(el, 2);
    deepEqual(keys(), ['supplierCode', 'supplierName', 'amount', 'status', 'quantity', 'activeFlag', 'certified']);
    equal((store.stored as TableUserConfig).columns.find((c) => c.key === 'remark')!.columnsDisplay, 'N');

    const exported = el.exportConfig();
    const parsed = JSON.parse(exported) as TableUserConfig;
    equal(parsed.columns.find((c) => c.key === 'remark')!.columnsDisplay, 'N');
    equal(parsed.columns[2].key, 'amount');

    // back to defaults, then import the exported JSON
    el.resetConfig();
    await loaded(el, 2);
    deepEqual(
      keys(),
      demoColumns.map((c) => c.key),
    );
    equal(el.exportConfig(), original.replace('{\n  "version": 1,', '{\n  "version": 1,'));
    equal(el.importConfig('not json'), false);
    equal(el.importConfig(exported), true);
    await loaded(el, 2);
    deepEqual(keys(), ['supplierCode', 'supplierName', 'amount', 'status', 'quantity', 'activeFlag', 'certified']);

    // import through the dialog's file input
    el.resetConfig();
    el.openColumnConfig();
    await settle(el);
    const file = new File([exported], 'cols.json', { type: 'application/json' });
    const input = part(el, 'config-import').querySelector('input')!;
    const dt = new DataTransfer();
    dt.items.add(file);
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    await waitFor(() => !part(el, 'config-dialog').querySelector<HTMLInputElement>('tr[data-key="remark"] input')!.checked, 'draft imported');
    part(el, 'config-save').click();
    await loaded(el, 2);
    equal(keys().includes('remark'), false);

    // a fresh grid loads the stored config through loadConfig
    const el2 = await fixture<SrmDataGrid>(
      html`<srm-data-grid table-name="t_supplier" .columns=${demoColumns} .rows=${makeRows(1)} .loadConfig=${store.loadConfig}></srm-data-grid>`,
    );
    await waitFor(() => el2.columnConfig !== null, 'config loaded');
    await loaded(el2, 1);
    equal(
      bodyRows(el2)[0].some((c) => c.key === 'remark'),
      false,
    );
  });

  it('a failed configuration load falls back to the default columns', async () => {
    const el = document.createElement('srm-data-grid');
    el.tableName = 't_fail';
    el.columns = demoColumns;
    el.rows = makeRows(2);
    el.loadConfig = async () => {
      throw new Error('config down');
    };
    const ev = oneEvent<CustomEvent>(el, 'srm-config-load');
    document.body.append(el);
    const e = await ev;
    equal(e.detail.config, null);
    equal((e.detail.error as Error).message, 'config down');
    await loaded(el, 2);
    deepEqual(
      bodyRows(el)[0]
        .map((c) => c.key)
        .filter((k) => !k.startsWith('__')),
      demoColumns.map((c) => c.key),
    );
    // a malformed stored config falls back too
    el.loadConfig = async () => ({ columns: 'nope' }) as unknown as TableUserConfig;
    await waitFor(() => el.columnConfig === null, 'null config');
    el.remove();
  });

  it('client mode: 100,000 rows with a virtual body, local sort, total count', async () => {
    const rows = makeRows(100_000);
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${demoColumns} .rows=${rows}></srm-data-grid>`);
    await loaded(el, 5);
    equal(el.count, 100_000);
    assert(bodyRows(el).length < 200, 'virtualized');
    headerText(el, 'amount').querySelector<HTMLButtonElement>('.sort')!.click();
    headerText(el, 'amount').querySelector<HTMLButtonElement>('.sort')!.click();
    await settle(el);
    equal(cell(el, 0, 'supplierCode').textContent!.trim(), 'SUP100000');
    equal(cell(el, 0, '__seq').textContent!.trim(), '1');
  });

  it('never throws on bad values: columns not an array marks invalid', async () => {
    const el = await fixture<SrmDataGrid>(html`<srm-data-grid .columns=${'oops' as unknown as GridColumnDef[]} .rows=${makeRows(1)}></srm-data-grid>`);
    equal(el.invalid, true);
    el.columns = demoColumns;
    await settle(el);
    equal(el.invalid, false);
  });
});
