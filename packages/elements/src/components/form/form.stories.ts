import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { integer, nonNegative, numeric, required, score, telephone } from '../../validation/rules.ts';
import '../select/srm-select.ts';
import '../date-picker/srm-date-picker.ts';
import './srm-form.ts';
import type { SrmForm } from './form.ts';

const meta: Meta = {
  title: 'Elements/Form validation',
  component: 'srm-form',
};
export default meta;
type Story = StoryObj;

/** Press Save with empty or wrong values to see the SPEC 5 messages. */
export const Rules: Story = {
  render: () => html`<srm-form
    .rules=${{
      name: required,
      quantity: [required, integer],
      price: numeric,
      discount: nonNegative,
      score,
      phone: telephone,
      category: required,
      due: required,
    }}
    @srm-form-submit=${(e: CustomEvent) => alert(JSON.stringify(e.detail.values))}
  >
    <form style="display:grid; gap:8px; max-width:360px">
      <label>Name * <input name="name" /></label><small data-error-for="name" style="color:#d9363e"></small>
      <label>Quantity * <input name="quantity" /></label><small data-error-for="quantity" style="color:#d9363e"></small>
      <label>Price <input name="price" /></label><small data-error-for="price" style="color:#d9363e"></small>
      <label>Discount <input name="discount" /></label><small data-error-for="discount" style="color:#d9363e"></small>
      <label>Score <input name="score" /></label><small data-error-for="score" style="color:#d9363e"></small>
      <label>Telephone <input name="phone" placeholder="021-12345678-123" /></label><small data-error-for="phone" style="color:#d9363e"></small>
      <srm-select name="category" label="Category" required .options=${[{ value: 'STEEL', label: 'Steel' }, { value: 'PLASTIC', label: 'Plastic' }]}></srm-select>
      <srm-date-picker name="due" label="Due date" required></srm-date-picker>
      <button type="submit">Save</button>
      <button type="button" @click=${(e: Event) => ((e.target as HTMLElement).closest('srm-form') as SrmForm).resetValidation()}>Clear marks</button>
    </form>
  </srm-form>`,
};
