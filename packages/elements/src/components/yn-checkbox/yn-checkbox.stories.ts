import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-yn-checkbox.ts';

interface Args {
  value: unknown;
  label: string;
  disabled: boolean;
  readonly: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/Y-N checkbox',
  component: 'srm-yn-checkbox',
  args: { value: 'Y', label: 'Participates in inspection', disabled: false, readonly: false },
  argTypes: { value: { control: 'text' } },
  render: (a) => html`<srm-yn-checkbox .value=${a.value} label=${a.label} ?disabled=${a.disabled} ?readonly=${a.readonly}></srm-yn-checkbox>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Yes: Story = {};
export const No: Story = { args: { value: 'N' } };
export const Disabled: Story = { args: { disabled: true } };
export const Readonly: Story = { args: { readonly: true } };
/** A value other than Y/N is kept and flagged, never coerced. */
export const InvalidValue: Story = { args: { value: 'true' } };
