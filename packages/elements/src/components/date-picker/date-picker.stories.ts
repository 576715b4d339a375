import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-date-picker.ts';
import type { SrmDatePicker } from './date-picker.ts';

type Args = Partial<SrmDatePicker>;

const meta: Meta<Args> = {
  title: 'Elements/Date picker',
  component: 'srm-date-picker',
  args: { type: 'date', value: '2025-06-30', min: '', max: '', label: 'Delivery date', disabled: false, required: false },
  argTypes: { type: { control: 'inline-radio', options: ['date', 'datetime'] } },
  render: (a) => html`<srm-date-picker ${props(a)}></srm-date-picker>`,
};
export default meta;
type Story = StoryObj<Args>;

export const DateOnly: Story = {};
export const DateTime: Story = { args: { type: 'datetime', value: '2025-06-30 14:05:09', label: 'Bid opening time' } };
export const Empty: Story = { args: { value: '' } };
export const WithMinMax: Story = { args: { min: '2025-06-01', max: '2025-07-15', label: 'Within June to mid July' } };
export const OutOfRange: Story = { args: { value: '2025-08-01', max: '2025-07-15' } };
export const InvalidValue: Story = { args: { value: '2025-02-30' } };
export const Disabled: Story = { args: { disabled: true } };
export const Readonly: Story = { args: { readonly: true } };
/** A date typed as the user writes it (2025/7/8) and Enter: the value is yyyy-MM-dd and `change` fires. */
export const TypeDate: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-date-picker') as SrmDatePicker;
    const changes: Event[] = [];
    el.addEventListener('change', (e) => changes.push(e));
    const input = el.datePicker?.querySelector('input') as HTMLInputElement;
    await userEvent.type(input, '2025/7/8{Enter}');
    await waitFor(() => expect(changes).toHaveLength(1));
    await expect(el.value).toBe('2025-07-08');
  },
};
export const English: Story = { args: { value: '' }, globals: { locale: 'en' } };
export const ValidationMessage: Story = { args: { value: '', required: true, invalid: true, errorMessage: 'Enter a delivery date' } };
