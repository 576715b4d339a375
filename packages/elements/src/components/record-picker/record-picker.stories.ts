import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-record-picker.ts';
import { demoLookups, makeApi, makeRows } from '../data-grid/data-grid.stories.ts';
import type { GridApi, GridColumnDef } from '../data-grid/data-grid.types.ts';

export const demoPickerColumns: GridColumnDef[] = [
  { key: 'supplierCode', title: 'Supplier code', width: 140 },
  { key: 'supplierName', title: 'Supplier name' },
  { key: 'status', title: 'Status', editType: 'lookup', lookup: { typeCode: 'SLC_SUPPLIER_STATUS' } },
];

const meta: Meta = { title: 'Elements/Record picker', component: 'srm-record-picker', excludeStories: /^demo/ };
export default meta;

const log = (e: CustomEvent) => console.log(e.type, e.detail);

export const Radio: StoryObj = {
  render: () =>
    html`<srm-record-picker open heading="Choose a supplier" .columns=${demoPickerColumns} .lookups=${demoLookups} .api=${makeApi(60)} @srm-pick=${log}></srm-record-picker>`,
};

export const Checkbox: StoryObj = {
  render: () =>
    html`<srm-record-picker open mode="checkbox" .columns=${demoPickerColumns} .lookups=${demoLookups} .api=${makeApi(60)} @srm-pick=${log}></srm-record-picker>`,
};

/** 100,000 rows searched by code or name on the "server" (the keyword parameter). */
let searchRows: ReturnType<typeof makeRows> | undefined;
const searching: GridApi = (params) => {
  const all = (searchRows ??= makeRows(100_000));
  const kw = String(params.keyword ?? '').toLowerCase();
  const rows = kw ? all.filter((r) => `${r.supplierCode} ${r.supplierName}`.toLowerCase().includes(kw)) : all;
  const start = (params.pageIndex - 1) * params.pageRows;
  return { rows: rows.slice(start, start + params.pageRows), count: rows.length };
};

export const KeywordSearch: StoryObj = {
  render: () =>
    html`<srm-record-picker open heading="Choose a supplier" keyword-param="keyword" keyword-hint="Supplier code or name" .columns=${demoPickerColumns} .lookups=${demoLookups} .api=${searching} @srm-pick=${log}></srm-record-picker>`,
};
