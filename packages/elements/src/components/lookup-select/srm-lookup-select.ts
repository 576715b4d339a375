import { SrmLookupSelect } from './lookup-select.ts';

export { SrmLookupSelect };
export type { LookupEntry, LookupValue } from './lookup-select.ts';
export type * from './lookup-select.events.ts';

if (!customElements.get('srm-lookup-select')) customElements.define('srm-lookup-select', SrmLookupSelect);
