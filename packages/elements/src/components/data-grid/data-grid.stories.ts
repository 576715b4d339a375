import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-data-grid.ts';
import type { SrmDataGrid } from './data-grid.ts';
import { demoColumns, demoLookups, demoResources, makeApi, makeRows } from './data-grid.fixtures.ts';
import type { GridRow } from './data-grid.types.ts';

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
