// srm-lookup-select fires the native `change` and `input` events (it is a value control).
// Opening and closing the list fires `srm-dropdown-toggle`.

export interface SrmDropdownToggleDetail {
  open: boolean;
}
