/** Detail of `srm-invalid-value`: the value that is neither 'Y' nor 'N', kept as given. */
export interface SrmInvalidValueDetail {
  value: unknown;
}
