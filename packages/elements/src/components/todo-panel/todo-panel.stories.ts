import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-todo-panel.ts';
import type { PendingItem, SrmTodoPanel } from './todo-panel.ts';

const billTypes = [
  { lookupCode: 'PO', meaning: 'Purchase order' },
  { lookupCode: 'CONTRACT', meaning: 'Contract' },
  { lookupCode: 'ASL', meaning: 'Approved supplier list' },
];
const todoItems: PendingItem[] = [
  {
    interiorPendingId: 1,
    pendingTitle: 'Approve purchase order PO-2025-0001',
    billType: 'PO',
    creationDate: '2025-06-30 09:05:07',
    handleFlag: 'N',
    cancelFlag: 'N',
  },
  {
    interiorPendingId: 2,
    pendingTitle: 'Sign framework contract C-2025-07',
    billType: 'CONTRACT',
    creationDate: '2025-06-29 15:40:00',
    handleFlag: 'N',
    cancelFlag: 'N',
  },
  { interiorPendingId: 3, pendingTitle: 'Cancelled: not shown', billType: 'PO', creationDate: '2025-06-28 08:00:00', handleFlag: 'N', cancelFlag: 'Y' },
  {
    interiorPendingId: 4,
    pendingTitle: 'Review ASL change for Acme Ltd.',
    billType: 'ASL',
    creationDate: '2025-06-27 11:11:11',
    handleFlag: 'N',
    cancelFlag: 'N',
  },
];
const doneItems: PendingItem[] = [
  {
    interiorPendingId: 8,
    pendingTitle: 'Approved PO-2025-0000',
    billType: 'PO',
    creationDate: '2025-06-01 10:00:00',
    handleFlag: 'Y',
    handleDate: '2025-06-02 09:00:00',
    cancelFlag: 'N',
  },
];

/** The element's properties, and `sideCards`: whether the notices, guidelines and shortcuts slots are filled. */
type Args = Partial<SrmTodoPanel> & { sideCards?: boolean };

const meta: Meta<Args> = {
  title: 'Elements/To-do panel',
  component: 'srm-todo-panel',
  args: { tab: 'todo', todoItems, doneItems, billTypes, handleHidden: false, handle: () => new Promise((r) => setTimeout(r, 300)), sideCards: true },
  render: (a) => html`<srm-todo-panel ${props(a)}>
    ${
      a.sideCards
        ? html`<ul slot="notices"><li>Holiday arrangement for the Dragon Boat Festival</li><li>New supplier code of conduct</li></ul>
          <ul slot="guidelines"><li><a href="#manual">Supplier portal manual</a></li><li><a href="#video">Video: submitting a quotation</a></li></ul>
          <div slot="shortcuts">Purchase orders · Delivery notes · Invoices</div>`
        : ''
    }
  </srm-todo-panel>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Internal: Story = {};
export const DoneTab: Story = { args: { tab: 'done' } };
/** Supplier home: no handled button. */
export const Supplier: Story = { args: { handleHidden: true } };
export const Empty: Story = { args: { todoItems: [], doneItems: [], sideCards: false } };
/** The tabs answer a click. */
export const SwitchTab: Story = {
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('srm-todo-panel') as SrmTodoPanel;
    await userEvent.click(panel.shadowRoot?.querySelector('#tab-done') as HTMLElement);
    await waitFor(() => expect(panel.tab).toBe('done'));
    await expect(panel.shadowRoot?.textContent).toContain('Approved PO-2025-0000');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const LongData: Story = {
  args: {
    todoItems: Array.from({ length: 30 }, (_, i) => ({
      interiorPendingId: 100 + i,
      pendingTitle: `Approve purchase order PO-2025-${String(i + 1).padStart(4, '0')} for the framework agreement with a long supplier name Ltd.`,
      billType: ['PO', 'CONTRACT', 'ASL'][i % 3],
      creationDate: `2025-06-${String(30 - (i % 28)).padStart(2, '0')} 09:00:00`,
      handleFlag: 'N',
      cancelFlag: 'N',
    })),
  },
};
