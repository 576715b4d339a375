import { SrmSignaturePad } from './signature-pad.ts';

export { SrmSignaturePad };
export type * from './signature-pad.events.ts';

if (!customElements.get('srm-signature-pad')) customElements.define('srm-signature-pad', SrmSignaturePad);
