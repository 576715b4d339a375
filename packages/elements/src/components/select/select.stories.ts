import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-select.ts';
import type { SelectOption, SrmSelect } from './select.ts';

const options: SelectOption[] = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'CLOSED', label: 'Closed (disabled)', disabled: true },
];

type Args = Partial<SrmSelect>;

const meta: Meta<Args> = {
  title: 'Elements/Select',
  component: 'srm-select',
  args: { value: '', label: 'Document status', disabled: false, required: false, options },
  render: (a) => html`<srm-select ${props(a)}></srm-select>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: 'SUBMITTED' } };
/** Choosing an option sets the value and tells the host with `change`. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-select') as SrmSelect;
    const select = el.shadowRoot?.querySelector('select') as HTMLSelectElement;
    await userEvent.selectOptions(select, 'APPROVED');
    await waitFor(() => expect(el.value).toBe('APPROVED'));
  },
};
export const English: Story = { args: { value: 'DRAFT' }, globals: { locale: 'en' } };
/** A required select left empty, with the form's message. */
export const ValidationMessage: Story = { args: { required: true, invalid: true, errorMessage: 'Choose a document status' } };
/** Many options and long labels. */
export const LongData: Story = {
  args: {
    label: 'Document status of the purchase order awaiting the supplier’s confirmation',
    options: Array.from({ length: 200 }, (_, i) => ({ value: `S${i}`, label: `Status ${i + 1}: a long status label that takes room` })),
    value: 'S150',
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { value: 'APPROVED', disabled: true } };
/** A value that matches no option is kept and flagged. */
export const UnknownValue: Story = { args: { value: 'ARCHIVED' } };
