import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-data-grid.ts';
import type { SrmDataGrid } from './data-grid.ts';
import type { GridApi, GridColumnDef, GridResource, GridRow, LookupMap, TableUserConfig } from './data-grid.types.ts';

// ---- fixtures shared with data-grid.test.ts and the benchmark ----

export const demoLookups: LookupMap = {
  SLC_SUPPLIER_STATUS: [
    { lookupCode: 'ACTIVE', meaning: '合格', enabledFlag: 'Y' },
    { lookupCode: 'TRIAL', meaning: '试用', enabledFlag: 'Y' },
    { lookupCode: 'BLOCKED', meaning: '停用', enabledFlag: 'N' },
  ],
};

export const demoColumns: GridColumnDef[] = [
  { key: 'supplierCode', title: 'Supplier code', editType: 'link', linkTag: 'supplierDetail', sortable: true, width: 140 },
  { key: 'supplierName', title: 'Supplier name', editable: true, validate: { required: true }, ellipsis: true },
  { key: 'status', title: 'Status', editType: 'lookup', lookup: { typeCode: 'SLC_SUPPLIER_STATUS' }, editable: true },
  { key: 'amount', title: 'Amount', editType: 'number', editable: true, isSummary: true, precision: 2, min: 0, max: 1e9, step: 10, sortable: true },
  { key: 'quantity', title: 'Quantity', editType: 'number', isSummary: true },
  { key: 'remark', title: 'Remark', isSummary: true },
  { key: 'activeFlag', title: 'Active', editType: 'checkbox', editable: true },
  { key: 'certified', title: 'Certified', editType: 'icon', showIcon: true },
];

export const demoResources: GridResource[] = [
  { resourceCode: 'btnEdit', resourceName: 'Edit', resIcon: 'edit', disabled: (row) => row.status === 'BLOCKED' },
  { resourceCode: 'btnDelete', resourceName: 'Delete', resIcon: 'delete', show: (row) => row.activeFlag !== 'Y' },
];

export function makeRows(n: number, start = 0): GridRow[] {
  const statuses = ['ACTIVE', 'TRIAL', 'BLOCKED'];
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      id: i + 1,
      supplierCode: `SUP${String(i + 1).padStart(6, '0')}`,
      supplierName: `Supplier ${i + 1}`,
      status: statuses[i % 3],
      amount: 1000 + i * 10.5,
      quantity: i % 4 === 0 ? null : i,
      remark: `note ${i}`,
      activeFlag: i % 2 ? 'Y' : 'N',
      certified: i % 3 ? 'Y' : 'N',
    };
  });
}

/** An in-memory api paging `total` generated rows, recording every call in `calls`. */
export function makeApi(total = 45, delay = 0): GridApi & { calls: Record<string, unknown>[] } {
  const all = makeRows(total);
  const calls: Record<string, unknown>[] = [];
  const api = (async (params) => {
    calls.push({ ...params });
    if (delay) await new Promise((r) => setTimeout(r, delay));
    let rows = all;
    if (typeof params.sort === 'string') {
      const desc = params.sort.startsWith('-');
      const key = desc ? params.sort.slice(1) : params.sort;
      rows = [...all].sort((a, b) => (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * (desc ? -1 : 1));
    }
    const start = (params.pageIndex - 1) * params.pageRows;
    return { rows: rows.slice(start, start + params.pageRows), count: total };
  }) as GridApi & { calls: Record<string, unknown>[] };
  api.calls = calls;
  return api;
}

/** A config store like the portal's table-config calls, in memory. */
export function makeConfigStore(initial: TableUserConfig | null = null) {
  let stored = initial;
  return {
    loadConfig: async () => stored,
    saveConfig: async (c: TableUserConfig) => {
      stored = c;
    },
    get stored() {
      return stored;
    },
  };
}

// ---- stories ----

/** Every public property of the grid is an arg (Controls), set on the element by `props`. */
type Args = Partial<SrmDataGrid> & Record<string, unknown>;

const meta: Meta<Args> = {
  title: 'Elements/Data grid',
  component: 'srm-data-grid',
  excludeStories: /^(demo|make)/,
  parameters: { screenshot: { width: 1100, height: 560 }, docs: { description: { component: 'Editable data grid on @vaadin/grid (`srm-data-grid`).' } } },
  args: {
    selectionMode: 'multi',
    tableName: 'story_supplier',
    columns: demoColumns,
    lookups: demoLookups,
    resources: demoResources,
    api: makeApi(137),
    rowEditable: (row: GridRow) => row.status !== 'BLOCKED',
    detailsRenderer: (row: GridRow) => html`<div style="padding:8px">Details of <b>${row.supplierName}</b></div>`,
  },
  render: (a) => html`<srm-data-grid ${props(a)}></srm-data-grid>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Pages of 137 rows from the server: sort, select, edit, expand a row. */
export const ServerPaged: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('srm-data-grid') as SrmDataGrid;
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain('SUP000001'));
    await waitFor(() => expect(grid.loading).toBe(false));
  },
};
export const English: Story = { globals: { locale: 'en' }, play: ServerPaged.play };
/** The same grid re-themed by tokens alone (themes/legacy.css: darker headers, the older blue). */
export const LegacyTheme: Story = { globals: { theme: 'legacy' }, play: ServerPaged.play };
/** The same grid re-themed by tokens alone (themes/high-contrast.css). */
export const HighContrastTheme: Story = { globals: { theme: 'high-contrast' }, play: ServerPaged.play };
/** Ticking a row selects it (`srm-selection-change`). */
export const SelectRow: Story = {
  args: { api: makeApi(20) },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('srm-data-grid') as SrmDataGrid;
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain('SUP000002'));
    const box = await waitFor(() => {
      const found = grid.shadowRoot?.querySelector('[part="select-row"]');
      expect(found).toBeTruthy();
      return found as HTMLInputElement;
    });
    await userEvent.click(box);
    await waitFor(() => expect(grid.selectedRows).toHaveLength(1));
    await expect(box.checked).toBe(true);
  },
};
/** The first page has not come back yet. */
export const Loading: Story = { args: { api: () => new Promise<never>(() => {}) } };
/** No api and no rows: the empty state. */
export const Empty: Story = { args: { api: undefined, rows: [], selectionMode: 'none' } };
export const FailedLoad: Story = {
  args: {
    api: async () => {
      throw new Error('boom');
    },
  },
};
/** 100,000 rows paged in the browser (the rows are made for this story only, not sent to the Controls panel). */
export const ClientRows100k: Story = {
  args: { api: undefined, selectionMode: 'none', resources: [] },
  render: (a) => html`<srm-data-grid ${props({ ...a, rows: makeRows(100_000) })}></srm-data-grid>`,
};
export const ReadonlyRadio: Story = { args: { readonly: true, selectionMode: 'single', api: makeApi(30), resources: [] } };
/** The host checks the rows before saving (`validate()`): the emptied required cell is marked. */
export const Validation: Story = {
  args: { api: undefined, rows: [{ ...makeRows(1)[0], supplierName: '' }, ...makeRows(3, 1)], resources: [], selectionMode: 'none' },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('srm-data-grid') as SrmDataGrid;
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain('SUP000004'));
    await expect(grid.validate()).toBe(false);
    await waitFor(() => expect(grid.shadowRoot?.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};
export const SlotCells: Story = {
  args: {
    api: undefined,
    resources: [],
    selectionMode: 'none',
    columns: [
      { key: 'supplierName', title: 'Supplier name' },
      { key: 'badge', title: 'Rendered', editType: 'slot', render: ({ row }: { row: GridRow }) => html`<mark>#${row.id}</mark>` },
      { key: 'light', title: 'Slotted', editType: 'slot' },
    ],
    rows: makeRows(3),
  },
  render: (a) => html`<srm-data-grid ${props(a)}>
    <b slot="cell-light-1">light DOM 1</b>
    <i slot="cell-light-2">light DOM 2</i>
  </srm-data-grid>`,
};
