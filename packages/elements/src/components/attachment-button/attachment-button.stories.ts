import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-attachment-button.ts';
import type { AttachmentFile, AttachmentPreviewUrl, AttachmentUpload, GrantedResources } from './attachment-button.ts';

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

interface Args {
  files: AttachmentFile[];
  value: string;
  resources: GrantedResources;
  skipResourceCheck: boolean;
  readonly: boolean;
  accept: string;
  maxSize: number;
  upload: AttachmentUpload;
  previewUrl?: AttachmentPreviewUrl;
}

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
  },
  render: (a) => html`<srm-attachment-button
      .files=${a.files}
      .value=${a.value}
      .resources=${a.resources}
      ?skip-resource-check=${a.skipResourceCheck}
      ?readonly=${a.readonly}
      .accept=${a.accept}
      .maxSize=${a.maxSize}
      .upload=${a.upload}
      .previewUrl=${a.previewUrl}
      .download=${(f: AttachmentFile) => alert(`download ${f.originalFileName}`)}
      @srm-attachments-change=${(e: CustomEvent) => console.log('ids', e.detail.ids)}
    ></srm-attachment-button>`,
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
/** Only PDF allowed and at most 1 kB: most picks are refused with SPEC's messages. */
export const StrictLimits: Story = { args: { accept: 'pdf', maxSize: 1024 } };
export const UploadFails: Story = { args: { upload: failingUpload } };
/** A picture of a square with a tick, standing in for a stored photo. */
const demoPicture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#e6f4ff"/><path d="M100 120l40 40 80-80" stroke="#0958d9" stroke-width="16" fill="none"/></svg>')}`;
/** PDFs open in a new tab (here a blank one), pictures in the image viewer. */
export const Preview: Story = {
  args: { previewUrl: (f: AttachmentFile) => (/\.pdf$/i.test(f.originalFileName) ? 'about:blank' : demoPicture) },
};
