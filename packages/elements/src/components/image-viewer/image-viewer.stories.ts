import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-image-viewer.ts';

/** A generated picture so the story needs no network. */
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#e6f4ff"/><rect x="40" y="40" width="400" height="240" fill="#1677ff"/><text x="240" y="175" font-size="36" text-anchor="middle" fill="#fff">Business licence</text></svg>',
)}`;

interface Args {
  src: string;
  open: boolean;
  uploadable: boolean;
  cropWidth: number;
  cropHeight: number;
}

const meta: Meta<Args> = {
  title: 'Elements/Image viewer',
  component: 'srm-image-viewer',
  args: { src: picture, open: true, uploadable: false, cropWidth: 180, cropHeight: 180 },
  render: (a) => html`<button @click=${(e: Event) => ((e.target as HTMLElement).nextElementSibling as HTMLElement & { show(): void }).show()}>
      Open viewer
    </button>
    <srm-image-viewer
      .src=${a.src}
      ?open=${a.open}
      ?uploadable=${a.uploadable}
      .cropWidth=${a.cropWidth}
      .cropHeight=${a.cropHeight}
      alt="Business licence"
      file-name="business-licence.svg"
    ></srm-image-viewer>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Viewer: Story = {};
/** Upload accepts gif, jpg, jpeg, png, bmp only and crops to 180 × 180 JPEG. */
export const WithUpload: Story = { args: { uploadable: true } };
export const Empty: Story = { args: { src: '', uploadable: true } };
export const Closed: Story = { args: { open: false } };
