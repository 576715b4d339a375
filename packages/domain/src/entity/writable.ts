import type { FieldDef } from './types.ts';

/**
 * Whether a caller writes the field: never what the server sets (`readOnly`),
 * and not what only internal users write (`internal`) when the caller is a
 * supplier's user. The server strips what is not, and the screens show it read-only.
 */
export const writable = (field: FieldDef, supplier: boolean): boolean => !field.readOnly && !(supplier && field.internal);
