// Data the grid's stories, its tests and the record picker's share: a module of its own, so the tests load it
// without the stories' interaction helpers (storybook/test, which a test page cannot import).
import type { GridApi, GridColumnDef, GridResource, GridRow, LookupMap, TableUserConfig } from './data-grid.types.ts';

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
