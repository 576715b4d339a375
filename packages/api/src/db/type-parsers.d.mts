/** A timestamptz as ISO with milliseconds (type-parsers.mjs). */
export function timestamptzToIso(v: string): string;
/** Both drivers answer timestamps as ISO strings, dates as yyyy-MM-dd, int8 and numeric as numbers. */
export const TYPE_PARSERS: Record<number, (value: string) => unknown>;
