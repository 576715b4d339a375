import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-inspection-site-table.ts';
import type { InspectionSite, SrmInspectionSiteTable } from './inspection-site-table.ts';

const lookups = {
  SLC_SUPPLIER_STATUS: [
    { lookupCode: 'POTENTIAL', meaning: 'Potential' },
    { lookupCode: 'QUALIFIED', meaning: 'Qualified' },
    { lookupCode: 'FROZEN', meaning: 'Frozen' },
  ],
};
const rows: InspectionSite[] = [
  { siteName: 'Shanghai plant', ouName: 'East China OU', siteStatus: 'QUALIFIED', inspectFlag: 'Y', editFlag: 'Y' },
  { siteName: 'Suzhou warehouse', ouName: 'East China OU', siteStatus: 'POTENTIAL', inspectFlag: 'N', editFlag: 'Y' },
  { siteName: 'Shenzhen office', ouName: 'South China OU', siteStatus: 'FROZEN', inspectFlag: 'N', editFlag: 'N' },
];

type Args = Partial<SrmInspectionSiteTable>;

const meta: Meta<Args> = {
  title: 'Elements/Inspection site table',
  component: 'srm-inspection-site-table',
  args: { userType: 'INSIDE', rows, lookups, readonly: false },
  argTypes: { userType: { control: 'inline-radio', options: ['INSIDE', 'EX'] } },
  render: (a) => html`<srm-inspection-site-table ${props(a)}></srm-inspection-site-table>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Internal user: rows with editFlag Y can be ticked. */
export const InternalUser: Story = {};
/** Supplier: nothing can be changed. */
export const SupplierUser: Story = { args: { userType: 'EX' } };
export const Readonly: Story = { args: { readonly: true } };
/** An internal user ticks a site: the row's flag becomes Y and `srm-site-change` tells the host. */
export const Tick: Story = {
  args: { rows: structuredClone(rows) },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-inspection-site-table') as SrmInspectionSiteTable;
    const changes: Event[] = [];
    el.addEventListener('srm-site-change', (e) => changes.push(e));
    const box = el.shadowRoot?.querySelector('tr[data-index="1"] srm-yn-checkbox') as HTMLElement;
    await userEvent.click(box.shadowRoot?.querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(changes).toHaveLength(1));
    await expect(el.rows[1].inspectFlag).toBe('Y');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const LongData: Story = {
  args: {
    rows: Array.from({ length: 40 }, (_, i) => ({
      siteName: `Site ${i + 1}: production plant with a long name in the industrial park`,
      ouName: i % 2 ? 'East China OU' : 'South China OU',
      siteStatus: i % 3 ? 'QUALIFIED' : 'POTENTIAL',
      inspectFlag: i % 2 ? 'Y' : 'N',
      editFlag: 'Y',
    })),
  },
};
export const Empty: Story = { args: { rows: [] } };
/** A flag other than Y/N is flagged by the checkbox. */
export const InvalidFlag: Story = { args: { rows: [{ siteName: 'Legacy site', ouName: 'OU', siteStatus: 'QUALIFIED', inspectFlag: 'true', editFlag: 'Y' }] } };
