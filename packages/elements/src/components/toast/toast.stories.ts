import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { showServerError, showToast } from './show-toast.ts';
import type { ToastType } from './toast.ts';

interface Args {
  message: string;
  type: ToastType;
}

const meta: Meta<Args> = {
  title: 'Elements/Toast',
  component: 'srm-toast',
  args: { message: 'Saved successfully', type: 'success' },
  argTypes: { type: { control: 'select', options: ['info', 'success', 'warning', 'error'] } },
  render: (a) => html`<button @click=${() => showToast({ message: a.message, type: a.type })}>Show toast (4 s)</button>
    <button @click=${() => showServerError('Server: upload failed')}>Server error (2.5 s)</button>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Success: Story = {};
/** A click shows the toast (it closes by itself after four seconds). */
export const ShowOnClick: Story = {
  args: { type: 'info', message: 'Shown by a click' },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(document.querySelector('srm-toast')?.shadowRoot?.textContent).toContain('Shown by a click'));
  },
  // It closes after four seconds: no picture of a moment.
  tags: ['no-screenshot'],
};
export const Info: Story = { args: { type: 'info', message: 'submitted to background EXCEL export' } };
export const Warning: Story = { args: { type: 'warning', message: 'unsupported file format' } };
export const ErrorToast: Story = { args: { type: 'error', message: 'Request failed' } };
/** A toast that stays open, for looking at its styling. */
export const Persistent: Story = {
  render: () => {
    setTimeout(() => showToast({ message: 'Stays until closed', type: 'info', duration: 0 }));
    return html`<p>The toast appears at the top of the page.</p>`;
  },
};
