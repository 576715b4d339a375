/** React wrappers of the form controls used by the search forms and the edit screen (generated in @srm/elements). */
export { SrmLookupSelect } from '@srm/elements/react/srm-lookup-select.ts';
export { SrmSelect } from '@srm/elements/react/srm-select.ts';
export { SrmYnCheckbox } from '@srm/elements/react/srm-yn-checkbox.ts';
export { SrmDatePicker } from '@srm/elements/react/srm-date-picker.ts';
