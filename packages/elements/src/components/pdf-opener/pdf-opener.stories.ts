import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-pdf-opener.ts';
import type { SrmPdfOpener } from './pdf-opener.ts';

type Args = Partial<SrmPdfOpener>;

const meta: Meta<Args> = {
  title: 'Elements/PDF opener',
  component: 'srm-pdf-opener',
  args: { fileId: 'F-1001', baseUrl: 'https://example.com/pdf', disabled: false },
  render: (a) => html`<srm-pdf-opener ${props(a)}></srm-pdf-opener>`,
};
export default meta;
type Story = StoryObj<Args>;

export const WithBaseUrl: Story = {};
/** The host fetches the PDF itself (as the portal does with POST doFilePdfView) and hands over a Blob. */
export const WithUrlForBlob: Story = {
  args: {
    baseUrl: '',
    urlFor: async (id: string) => new Blob([`%PDF-1.1\n1 0 obj<<>>endobj\ntrailer<<>>\n% file ${id}`], { type: 'application/pdf' }),
  },
};
/** No file id: the click tells the user there is nothing to preview. */
export const NoFileId: Story = { args: { fileId: '' } };
export const Disabled: Story = { args: { disabled: true } };
/** The host is fetching the file. */
export const Loading: Story = { args: { loading: true } };
/** A click without a file tells the user there is nothing to preview (`srm-pdf-error`). */
export const ClickWithoutFile: Story = {
  args: { fileId: '' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-pdf-opener') as SrmPdfOpener;
    const errors: Event[] = [];
    el.addEventListener('srm-pdf-error', (e) => errors.push(e));
    await userEvent.click(el.shadowRoot?.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(errors).toHaveLength(1));
  },
};
export const English: Story = { globals: { locale: 'en' } };
