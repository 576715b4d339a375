import { SrmDisplayField } from './display-field.ts';

export { SrmDisplayField };
export type { DisplayFieldType } from './display-field.ts';

if (!customElements.get('srm-display-field')) customElements.define('srm-display-field', SrmDisplayField);
