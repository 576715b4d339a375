import { SrmPdfOpener } from './pdf-opener.ts';

export { SrmPdfOpener };
export type { PdfSource, PdfUrlFor } from './pdf-opener.ts';
export type * from './pdf-opener.events.ts';

if (!customElements.get('srm-pdf-opener')) customElements.define('srm-pdf-opener', SrmPdfOpener);
