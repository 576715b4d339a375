/** Detail of `srm-form-validate`: the outcome of a validation run. */
export interface SrmFormValidateDetail {
  valid: boolean;
  errors: Record<string, string>;
}

/** Detail of `srm-form-submit`: the values of a valid form. */
export interface SrmFormSubmitDetail {
  values: Record<string, unknown>;
}
