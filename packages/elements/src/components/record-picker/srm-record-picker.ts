import { SrmRecordPicker } from './record-picker.ts';

export { SrmRecordPicker };
export type * from './record-picker.events.ts';

if (!customElements.get('srm-record-picker')) customElements.define('srm-record-picker', SrmRecordPicker);
