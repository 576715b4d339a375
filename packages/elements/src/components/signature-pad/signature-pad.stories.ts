import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-signature-pad.ts';
import type { SrmSignaturePad } from './signature-pad.ts';

type Args = Partial<SrmSignaturePad>;

const meta: Meta<Args> = {
  title: 'Elements/Signature pad',
  component: 'srm-signature-pad',
  args: { penColor: '#10233f', penWidth: 2.5, disabled: false, noConfirm: false },
  render: (a) =>
    html`<srm-signature-pad ${props(a)}
      @srm-signature-pad-sign=${(e: CustomEvent<{ png: string }>) => {
        const img = document.getElementById('signed') as HTMLImageElement | null;
        if (img) img.src = e.detail.png;
      }}></srm-signature-pad>
      <p><img id="signed" alt="" style="max-height:80px" /></p>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Draw with the mouse or a finger, then confirm: the PNG shows below. */
export const Default: Story = {};
export const ThickRedInk: Story = { args: { penColor: '#b42318', penWidth: 4 } };
/** The host confirms with `toPng()` itself. */
export const NoConfirmButton: Story = { args: { noConfirm: true } };
export const Disabled: Story = { args: { disabled: true } };
/** A stroke drawn with the mouse: the pad is no longer empty and tells the host with `change`. */
export const Draw: Story = {
  play: async ({ canvasElement }) => {
    const pad = canvasElement.querySelector('srm-signature-pad') as SrmSignaturePad;
    const canvas = pad.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const changes: Event[] = [];
    pad.addEventListener('change', (e) => changes.push(e));
    const r = canvas.getBoundingClientRect();
    const at = (type: string, x: number, y: number) =>
      canvas.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          buttons: 1,
          clientX: r.left + x,
          clientY: r.top + y,
          bubbles: true,
          cancelable: true,
        }),
      );
    at('pointerdown', 30, 40);
    for (let i = 1; i <= 10; i++) at('pointermove', 30 + i * 25, 40 + (i % 2) * 50);
    at('pointerup', 280, 90);
    await waitFor(() => expect(changes).toHaveLength(1));
    await expect(pad.isEmpty).toBe(false);
  },
};
export const English: Story = { globals: { locale: 'en' } };
