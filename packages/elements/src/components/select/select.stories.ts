import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-select.ts';
import type { SelectOption } from './select.ts';

const options: SelectOption[] = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'CLOSED', label: 'Closed (disabled)', disabled: true },
];

interface Args {
  value: string;
  label: string;
  disabled: boolean;
  required: boolean;
  options: SelectOption[];
}

const meta: Meta<Args> = {
  title: 'Elements/Select',
  component: 'srm-select',
  args: { value: '', label: 'Document status', disabled: false, required: false, options },
  render: (a) => html`<srm-select .options=${a.options} .value=${a.value} label=${a.label} ?disabled=${a.disabled} ?required=${a.required}></srm-select>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: 'SUBMITTED' } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { value: 'APPROVED', disabled: true } };
/** A value that matches no option is kept and flagged. */
export const UnknownValue: Story = { args: { value: 'ARCHIVED' } };
