import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-yn-checkbox.ts';
import type { SrmYnCheckbox } from './yn-checkbox.ts';

type Args = Partial<SrmYnCheckbox>;

const meta: Meta<Args> = {
  title: 'Elements/Y-N checkbox',
  component: 'srm-yn-checkbox',
  args: { value: 'Y', label: 'Participates in inspection', disabled: false, readonly: false },
  argTypes: { value: { control: 'text' } },
  render: (a) => html`<srm-yn-checkbox ${props(a)}></srm-yn-checkbox>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Yes: Story = {};
export const No: Story = { args: { value: 'N' } };
/** A click turns N into Y. */
export const Toggle: Story = {
  args: { value: 'N' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-yn-checkbox') as SrmYnCheckbox;
    await userEvent.click(el.shadowRoot?.querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(el.value).toBe('Y'));
  },
};
export const English: Story = { args: { value: 'true' }, globals: { locale: 'en' } };
export const ValidationMessage: Story = { args: { value: 'N', invalid: true, errorMessage: 'Tick to confirm the inspection' } };
export const LongLabel: Story = {
  args: { label: 'Participates in the yearly on-site inspection of all production sites, warehouses and subcontractors' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Readonly: Story = { args: { readonly: true } };
/** A value other than Y/N is kept and flagged, never coerced. */
export const InvalidValue: Story = { args: { value: 'true' } };
