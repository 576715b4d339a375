/** Detail of `srm-signature-pad-sign`: the drawn signature as a PNG data URL. */
export interface SrmSignaturePadSignDetail {
  png: string;
}
