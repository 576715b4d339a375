import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-lookup-select.ts';
import type { LookupEntry, SrmLookupSelect } from './lookup-select.ts';

/** Lookup type SLC_SUPPLIER_STATUS; one entry is disabled (enabledFlag N). */
const entries: LookupEntry[] = [
  { lookupCode: 'POTENTIAL', meaning: 'Potential', enabledFlag: 'Y' },
  { lookupCode: 'QUALIFIED', meaning: 'Qualified', enabledFlag: 'Y' },
  { lookupCode: 'FROZEN', meaning: 'Frozen (disabled)', enabledFlag: 'N' },
  { lookupCode: 'QUIT', meaning: 'Quit', enabledFlag: 'Y' },
];

type Args = Partial<SrmLookupSelect>;

const meta: Meta<Args> = {
  title: 'Elements/Lookup select',
  component: 'srm-lookup-select',
  args: { entries, value: null, multiple: false, clearable: true, disabled: false, label: 'Supplier status' },
  render: (a) => html`<srm-lookup-select ${props(a)}></srm-lookup-select>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Single: Story = { args: { value: 'QUALIFIED' } };
export const Multiple: Story = { args: { multiple: true, value: ['POTENTIAL', 'QUIT'] } };
/** A disabled entry that is already chosen stays; it cannot be unpicked. */
export const WithDisabledChosen: Story = { args: { multiple: true, value: ['FROZEN'] } };
export const Empty: Story = { args: { entries: [] } };
export const Disabled: Story = { args: { disabled: true, value: 'QUALIFIED' } };
/** Open the list and pick an entry. */
export const Pick: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-lookup-select') as SrmLookupSelect;
    const root = el.shadowRoot as ShadowRoot;
    await userEvent.click(root.querySelector('[role="combobox"]') as HTMLElement);
    await waitFor(() => expect(el.open).toBe(true));
    const quit = [...root.querySelectorAll('[role="option"]')].find((o) => o.textContent?.includes('Quit')) as HTMLElement;
    await userEvent.click(quit);
    await waitFor(() => expect(el.value).toBe('QUIT'));
  },
};
export const English: Story = { args: { entries: [] }, globals: { locale: 'en' } };
export const ValidationMessage: Story = { args: { required: true, invalid: true, errorMessage: 'Choose a supplier status' } };
export const LongData: Story = {
  args: {
    multiple: true,
    entries: Array.from({ length: 60 }, (_, i) => ({ lookupCode: `C${i}`, meaning: `Supplier status number ${i + 1} with a long meaning`, enabledFlag: 'Y' })),
    value: ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'],
  },
};
