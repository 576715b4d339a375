import { SrmYnCheckbox } from './yn-checkbox.ts';

export { SrmYnCheckbox };
export type * from './yn-checkbox.events.ts';

if (!customElements.get('srm-yn-checkbox')) customElements.define('srm-yn-checkbox', SrmYnCheckbox);
