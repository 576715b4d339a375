// Plain JavaScript, as the embedded database's thread (pglite-thread.mjs) reads it too: that thread runs no
// TypeScript loader (on Node 20 one costs it half a second of every start). Types: type-parsers.d.mts.

/**
 * A timestamptz as ISO with milliseconds. Sessions run in UTC, so the text is
 * `2026-11-24 18:00:00.123456+00`: rewritten as a string (Date parsing cost half a
 * millisecond per 200-line document); any other offset goes through Date.
 */
export function timestamptzToIso(v) {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/.exec(v);
  if (!m) return new Date(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/** Both drivers answer timestamps as ISO strings, dates as yyyy-MM-dd, int8 and numeric as numbers. */
export const TYPE_PARSERS = {
  20: (v) => Number(v), // int8
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date, kept as the calendar date
  1114: (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString(), // timestamp
  1184: timestamptzToIso, // timestamptz
};
