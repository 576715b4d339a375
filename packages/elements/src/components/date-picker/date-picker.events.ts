// srm-date-picker fires the native `change` (value committed) and `input` events only.
export {};
