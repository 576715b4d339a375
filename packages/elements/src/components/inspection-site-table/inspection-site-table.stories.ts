import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-inspection-site-table.ts';
import type { InspectionSite } from './inspection-site-table.ts';

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

interface Args {
  userType: string;
  rows: InspectionSite[];
  readonly: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/Inspection site table',
  component: 'srm-inspection-site-table',
  args: { userType: 'INSIDE', rows, readonly: false },
  argTypes: { userType: { control: 'inline-radio', options: ['INSIDE', 'EX'] } },
  render: (a) =>
    html`<srm-inspection-site-table .rows=${a.rows} .lookups=${lookups} user-type=${a.userType} ?readonly=${a.readonly}></srm-inspection-site-table>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Internal user: rows with editFlag Y can be ticked. */
export const InternalUser: Story = {};
/** Supplier: nothing can be changed. */
export const SupplierUser: Story = { args: { userType: 'EX' } };
export const Readonly: Story = { args: { readonly: true } };
export const Empty: Story = { args: { rows: [] } };
/** A flag other than Y/N is flagged by the checkbox. */
export const InvalidFlag: Story = { args: { rows: [{ siteName: 'Legacy site', ouName: 'OU', siteStatus: 'QUALIFIED', inspectFlag: 'true', editFlag: 'Y' }] } };
