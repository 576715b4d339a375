import { SrmDatePicker } from './date-picker.ts';

export { SrmDatePicker };
export type { DatePickerType } from './date-picker.ts';

if (!customElements.get('srm-date-picker')) customElements.define('srm-date-picker', SrmDatePicker);
