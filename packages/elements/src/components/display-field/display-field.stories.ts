import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { props } from '../../stories/props.ts';
import './srm-display-field.ts';
import type { SrmDisplayField } from './display-field.ts';

type Args = Partial<SrmDisplayField>;

const entries = [
  { lookupCode: 'QUALIFIED', meaning: 'Qualified' },
  { lookupCode: 'FROZEN', meaning: 'Frozen' },
];

const meta: Meta<Args> = {
  title: 'Elements/Display field',
  component: 'srm-display-field',
  args: { entries },
  argTypes: { type: { control: 'select', options: ['text', 'lookup', 'number', 'date', 'datetime', 'year', 'month'] } },
  render: (a) => html`<srm-display-field ${props(a)}></srm-display-field>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Text: Story = { args: { type: 'text', value: 'Shanghai plant', label: 'Site name' } };
export const Lookup: Story = { args: { type: 'lookup', value: 'QUALIFIED,FROZEN', label: 'Site status' } };
export const NumberWithPrecision: Story = { args: { type: 'number', value: 1234567.891, precision: 2, label: 'Amount' } };
export const DateOnly: Story = { args: { type: 'date', value: '2025-06-30 14:05:09', label: 'Creation date' } };
export const DateTime: Story = { args: { type: 'datetime', value: '2025-06-30 14:05:09', label: 'Creation time' } };
export const Month: Story = { args: { type: 'month', value: '2025-06-30', label: 'Period' } };
export const Year: Story = { args: { type: 'year', value: '2025-06-30', label: 'Year' } };
/** No value: the placeholder shows. */
export const Empty: Story = { args: { type: 'text', value: '', label: 'Site name', placeholder: '—' } };
export const English: Story = { args: { type: 'number', value: 1234567.891, precision: 2, label: 'Amount' }, globals: { locale: 'en' } };
export const LongText: Story = {
  args: {
    type: 'text',
    label: 'Remark',
    value: 'Deliveries to the Shanghai plant are received Monday to Friday, 08:00 to 17:00; pallets over 1.2 m need an appointment a day ahead. '.repeat(3),
  },
};
