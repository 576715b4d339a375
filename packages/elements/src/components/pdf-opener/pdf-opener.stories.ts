import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-pdf-opener.ts';
import type { PdfUrlFor } from './pdf-opener.ts';

interface Args {
  fileId: string;
  baseUrl: string;
  urlFor?: PdfUrlFor;
  disabled: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/PDF opener',
  component: 'srm-pdf-opener',
  args: { fileId: 'F-1001', baseUrl: 'https://example.com/pdf', disabled: false },
  render: (a) => html`<srm-pdf-opener .fileId=${a.fileId} .baseUrl=${a.baseUrl} .urlFor=${a.urlFor} ?disabled=${a.disabled}></srm-pdf-opener>`,
};
export default meta;
type Story = StoryObj<Args>;

export const WithBaseUrl: Story = {};
/** The host fetches the PDF itself (as the portal does with POST doFilePdfView) and hands over a Blob. */
export const WithUrlForBlob: Story = {
  args: {
    baseUrl: '',
    urlFor: async (id) => new Blob([`%PDF-1.1\n1 0 obj<<>>endobj\ntrailer<<>>\n% file ${id}`], { type: 'application/pdf' }),
  },
};
/** No file id: the click tells the user there is nothing to preview. */
export const NoFileId: Story = { args: { fileId: '' } };
export const Disabled: Story = { args: { disabled: true } };
