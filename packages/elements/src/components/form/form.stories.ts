import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import { integer, nonNegative, numeric, required, score, telephone } from '../../validation/rules.ts';
import '../select/srm-select.ts';
import '../date-picker/srm-date-picker.ts';
import './srm-form.ts';
import type { SrmForm } from './form.ts';

type Args = Partial<SrmForm>;

const meta: Meta<Args> = {
  title: 'Elements/Form validation',
  component: 'srm-form',
  args: {
    rules: {
      name: required,
      quantity: [required, integer],
      price: numeric,
      discount: nonNegative,
      score,
      phone: telephone,
      category: required,
      due: required,
    },
  },
  render: (a) => html`<srm-form ${props(a)}>
    <form style="display:grid; gap:8px; max-width:360px">
      <label>Name * <input name="name" /></label><small data-error-for="name" style="color:var(--srm-color-danger)"></small>
      <label>Quantity * <input name="quantity" /></label><small data-error-for="quantity" style="color:var(--srm-color-danger)"></small>
      <label>Price <input name="price" /></label><small data-error-for="price" style="color:var(--srm-color-danger)"></small>
      <label>Discount <input name="discount" /></label><small data-error-for="discount" style="color:var(--srm-color-danger)"></small>
      <label>Score <input name="score" /></label><small data-error-for="score" style="color:var(--srm-color-danger)"></small>
      <label>Telephone <input name="phone" placeholder="021-12345678-123" /></label><small data-error-for="phone" style="color:var(--srm-color-danger)"></small>
      <srm-select name="category" label="Category" required .options=${[{ value: 'STEEL', label: 'Steel' }, { value: 'PLASTIC', label: 'Plastic' }]}></srm-select>
      <srm-date-picker name="due" label="Due date" required></srm-date-picker>
      <button type="submit">Save</button>
      <button type="button" @click=${(e: Event) => ((e.target as HTMLElement).closest('srm-form') as SrmForm).resetValidation()}>Clear marks</button>
    </form>
  </srm-form>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Press Save with empty or wrong values to see the SPEC 5 messages. */
export const Rules: Story = {};
/** Save with nothing filled in: every required field says so and the form is invalid. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('srm-form') as SrmForm;
    await userEvent.type(canvasElement.querySelector('input[name="quantity"]') as HTMLInputElement, '1.5');
    await userEvent.click(canvasElement.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(form.invalid).toBe(true));
    await expect(canvasElement.querySelector('[data-error-for="name"]')?.textContent).not.toBe('');
    await expect(canvasElement.querySelector('[data-error-for="quantity"]')?.textContent).not.toBe('');
  },
};
export const English: Story = { globals: { locale: 'en' }, play: ValidationMessages.play };
