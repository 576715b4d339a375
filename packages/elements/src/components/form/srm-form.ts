import { SrmForm } from './form.ts';

export { SrmForm };
export type * from './form.events.ts';

if (!customElements.get('srm-form')) customElements.define('srm-form', SrmForm);
