import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
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
export const English: Story = { globals: { locale: 'en' } };
