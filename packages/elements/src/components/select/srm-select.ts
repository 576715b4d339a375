import { SrmSelect } from './select.ts';

export { SrmSelect };
export type { SelectOption } from './select.ts';

if (!customElements.get('srm-select')) customElements.define('srm-select', SrmSelect);
