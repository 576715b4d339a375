import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-record-picker.ts';
import type { SrmRecordPicker } from './record-picker.ts';
import { demoLookups, makeApi, makeRows } from '../data-grid/data-grid.fixtures.ts';
import { demoPickerColumns } from './record-picker.fixtures.ts';
import type { SrmDataGrid } from '../data-grid/data-grid.ts';
import type { GridApi, GridRow } from '../data-grid/data-grid.types.ts';

type Args = Partial<SrmRecordPicker>;

const meta: Meta<Args> = {
  title: 'Elements/Record picker',
  component: 'srm-record-picker',
  excludeStories: /^demo/,
  args: { open: true, heading: 'Choose a supplier', columns: demoPickerColumns, lookups: demoLookups, api: makeApi(60) },
  render: (a) => html`<srm-record-picker ${props(a)}></srm-record-picker>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Radio: Story = {};
export const Checkbox: Story = { args: { mode: 'checkbox', heading: '' } };
/** No rows to choose from. */
export const Empty: Story = { args: { api: undefined, rows: [] } };
/** The first page has not come back yet. */
export const Loading: Story = { args: { api: () => new Promise<never>(() => {}) } };
export const English: Story = { args: { heading: '' }, globals: { locale: 'en' } };

/** 100,000 rows searched by code or name on the "server" (the keyword parameter). */
let searchRows: ReturnType<typeof makeRows> | undefined;
const searching: GridApi = (params) => {
  const all = (searchRows ??= makeRows(100_000));
  const kw = String(params.keyword ?? '').toLowerCase();
  const rows = kw ? all.filter((r) => `${r.supplierCode} ${r.supplierName}`.toLowerCase().includes(kw)) : all;
  const start = (params.pageIndex - 1) * params.pageRows;
  return { rows: rows.slice(start, start + params.pageRows), count: rows.length };
};

export const KeywordSearch: Story = { args: { keywordParam: 'keyword', keywordHint: 'Supplier code or name', api: searching } };
/** Search by keyword, choose the one row found and press OK: `srm-pick` hands over that row. */
export const SearchAndPick: Story = {
  args: { keywordParam: 'keyword', keywordHint: 'Supplier code or name', api: searching },
  play: async ({ canvasElement }) => {
    const picker = canvasElement.querySelector('srm-record-picker') as SrmRecordPicker;
    const root = picker.shadowRoot as ShadowRoot;
    const picks: CustomEvent<{ rows: GridRow[] }>[] = [];
    picker.addEventListener('srm-pick', (e) => picks.push(e as CustomEvent<{ rows: GridRow[] }>));
    await userEvent.type(root.querySelector('[part="search-input"]') as HTMLInputElement, 'SUP000042');
    await userEvent.click(root.querySelector('[part="search-button"]') as HTMLButtonElement);
    const grid = root.querySelector('srm-data-grid') as SrmDataGrid;
    await waitFor(() => expect(grid.count).toBe(1));
    await waitFor(() => expect(grid.shadowRoot?.textContent).toContain('Supplier 42'));
    await userEvent.click(grid.shadowRoot?.querySelector('[part="select-row"]') as HTMLInputElement);
    await userEvent.click(root.querySelector('[part="ok-button"]') as HTMLButtonElement);
    await waitFor(() => expect(picks).toHaveLength(1));
    await expect(picks[0].detail.rows.map((r) => r.supplierCode)).toEqual(['SUP000042']);
  },
};
