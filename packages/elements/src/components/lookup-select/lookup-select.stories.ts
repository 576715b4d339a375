import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-lookup-select.ts';
import type { LookupEntry, LookupValue } from './lookup-select.ts';

/** Lookup type SLC_SUPPLIER_STATUS; one entry is disabled (enabledFlag N). */
const entries: LookupEntry[] = [
  { lookupCode: 'POTENTIAL', meaning: 'Potential', enabledFlag: 'Y' },
  { lookupCode: 'QUALIFIED', meaning: 'Qualified', enabledFlag: 'Y' },
  { lookupCode: 'FROZEN', meaning: 'Frozen (disabled)', enabledFlag: 'N' },
  { lookupCode: 'QUIT', meaning: 'Quit', enabledFlag: 'Y' },
];

interface Args {
  entries: LookupEntry[];
  value: LookupValue;
  multiple: boolean;
  clearable: boolean;
  disabled: boolean;
  label: string;
}

const meta: Meta<Args> = {
  title: 'Elements/Lookup select',
  component: 'srm-lookup-select',
  args: { entries, value: null, multiple: false, clearable: true, disabled: false, label: 'Supplier status' },
  render: (a) => html`<srm-lookup-select
    .entries=${a.entries}
    .value=${a.value}
    ?multiple=${a.multiple}
    ?clearable=${a.clearable}
    ?disabled=${a.disabled}
    label=${a.label}
  ></srm-lookup-select>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Single: Story = { args: { value: 'QUALIFIED' } };
export const Multiple: Story = { args: { multiple: true, value: ['POTENTIAL', 'QUIT'] } };
/** A disabled entry that is already chosen stays; it cannot be unpicked. */
export const WithDisabledChosen: Story = { args: { multiple: true, value: ['FROZEN'] } };
export const Empty: Story = { args: { entries: [] } };
export const Disabled: Story = { args: { disabled: true, value: 'QUALIFIED' } };
