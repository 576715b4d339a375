import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-image-viewer.ts';
import type { SrmImageViewer } from './image-viewer.ts';

/** A generated picture so the story needs no network. */
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#e6f4ff"/><rect x="40" y="40" width="400" height="240" fill="#1677ff"/><text x="240" y="175" font-size="36" text-anchor="middle" fill="#fff">Business licence</text></svg>',
)}`;

type Args = Partial<SrmImageViewer>;

const meta: Meta<Args> = {
  title: 'Elements/Image viewer',
  component: 'srm-image-viewer',
  args: { src: picture, open: true, uploadable: false, cropWidth: 180, cropHeight: 180, alt: 'Business licence', fileName: 'business-licence.svg' },
  render: (a) => html`<button @click=${(e: Event) => ((e.target as HTMLElement).nextElementSibling as HTMLElement & { show(): void }).show()}>
      Open viewer
    </button>
    <srm-image-viewer ${props(a)}></srm-image-viewer>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Viewer: Story = {};
/** Upload accepts gif, jpg, jpeg, png, bmp only and crops to 180 × 180 JPEG. */
export const WithUpload: Story = { args: { uploadable: true } };
export const Empty: Story = { args: { src: '', uploadable: true } };
export const Closed: Story = { args: { open: false } };
/** The toolbar turns the picture a quarter to the left. */
export const RotateLeft: Story = {
  play: async ({ canvasElement }) => {
    const viewer = canvasElement.querySelector('srm-image-viewer') as SrmImageViewer;
    await userEvent.click(viewer.shadowRoot?.querySelector('[part~="rotate-left"]') as HTMLButtonElement);
    await waitFor(() => expect(viewer.rotation).toBe(-90));
  },
};
export const English: Story = { args: { uploadable: true }, globals: { locale: 'en' } };
