/**
 * Money as whole cents in bigint: amounts arrive from SQL as decimal text and
 * go back as decimal text, so no sum or comparison ever passes through a
 * binary floating-point number.
 */

/** '123.4' / '-0.05' / 12 → cents; past the second decimal rounded half away from zero, as the money columns round. */
export function cents(value: unknown): bigint {
  const text = String(value ?? '0').trim() || '0';
  const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  // A number the request carried in exponent form (1e-7) is read once at two places; the engine has checked it is a number.
  if (!m) {
    const fixed = Number(text).toFixed(2);
    if (!/^-?\d+\.\d\d$/.test(fixed)) throw new Error(`not an amount: ${text}`);
    return cents(fixed);
  }
  const frac = (m[3] ?? '').padEnd(3, '0');
  const v = BigInt(m[2] || '0') * 100n + BigInt(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1n : 0n);
  return m[1] ? -v : v;
}

/** cents → '1234.50' */
export function decimal(c: bigint): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

export const minC = (a: bigint, b: bigint) => (a < b ? a : b);
export const maxC = (a: bigint, b: bigint) => (a > b ? a : b);
