import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-attachment-button.ts';
import type { AttachmentFile, AttachmentUpload, GrantedResources, SrmAttachmentButton } from './attachment-button.ts';

const ALL: GrantedResources = ['btnUploadAttachment', 'btnDownloadAttachment', 'btnDelAttachment'];
const sample: AttachmentFile[] = [
  { id: 1, fileId: '1001', originalFileName: 'framework-agreement-2025.pdf' },
  { id: 2, fileId: '1002', originalFileName: 'quality-certificate.jpg' },
  { id: 3, fileId: '1003', originalFileName: 'price-list.xlsx' },
];

/** A fake upload that reports progress over about two seconds. */
const slowUpload: AttachmentUpload = (files, onProgress) =>
  new Promise((resolve) => {
    let p = 0;
    const t = setInterval(() => {
      p += 10;
      onProgress(p);
      if (p >= 100) {
        clearInterval(t);
        resolve(files.map((f, i) => ({ fileId: `${Date.now()}${i}`, originalFileName: f.name })));
      }
    }, 200);
  });

const failingUpload: AttachmentUpload = () => Promise.reject(new Error('Server: storage quota exceeded'));

type Args = Partial<SrmAttachmentButton>;

const meta: Meta<Args> = {
  title: 'Elements/Attachment button',
  component: 'srm-attachment-button',
  args: {
    files: sample,
    value: '1001,1002,1003',
    resources: ALL,
    skipResourceCheck: false,
    readonly: false,
    accept: 'pdf,jpg,png,xlsx,docx',
    maxSize: 2147483648,
    upload: slowUpload,
    download: (f: AttachmentFile) => alert(`download ${f.originalFileName}`),
  },
  render: (a) => html`<srm-attachment-button ${props(a)}></srm-attachment-button>`,
};
export default meta;
type Story = StoryObj<Args>;

export const WithFiles: Story = {};
export const Empty: Story = { args: { files: [], value: '' } };
/** Only download is granted: no upload, no delete. */
export const DownloadOnly: Story = { args: { resources: ['btnDownloadAttachment'] } };
export const NoResources: Story = { args: { resources: [] } };
export const ResourceCheckSkipped: Story = { args: { resources: [], skipResourceCheck: true } };
export const Readonly: Story = { args: { readonly: true } };
export const Disabled: Story = { args: { disabled: true } };
/** An upload under way at 40 percent. */
export const Uploading: Story = { args: { open: true, state: 'uploading', progress: 40 } };
/** The button opens the list of files. */
export const OpenList: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('srm-attachment-button') as SrmAttachmentButton;
    await userEvent.click(el.shadowRoot?.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(el.open).toBe(true));
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('price-list.xlsx'));
  },
};
export const English: Story = { args: { open: true }, globals: { locale: 'en' } };
export const LongData: Story = {
  args: {
    open: true,
    files: Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      fileId: String(2000 + i),
      originalFileName: `delivery-note-2025-${String(i + 1).padStart(3, '0')}-with-a-long-descriptive-file-name.pdf`,
    })),
    value: Array.from({ length: 25 }, (_, i) => String(2000 + i)).join(','),
  },
};
/** Only PDF allowed and at most 1 kB: most picks are refused with SPEC's messages. */
export const StrictLimits: Story = { args: { accept: 'pdf', maxSize: 1024 } };
export const UploadFails: Story = { args: { upload: failingUpload } };
/** A picture of a square with a tick, standing in for a stored photo. */
const demoPicture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#e6f4ff"/><path d="M100 120l40 40 80-80" stroke="#0958d9" stroke-width="16" fill="none"/></svg>')}`;
/** PDFs open in a new tab (here a blank one), pictures in the image viewer. */
export const Preview: Story = {
  args: { previewUrl: (f: AttachmentFile) => (/\.pdf$/i.test(f.originalFileName) ? 'about:blank' : demoPicture) },
};
