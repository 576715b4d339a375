/**
 * The date the engine writes where a document takes "today" from the calendar:
 * document numbers (`PO-{yyyyMMdd}-...`) and `today`/`now` defaults. The demo
 * seed moves it to lay down a believable past (a March order numbered in March);
 * nothing else does. Timestamps PostgreSQL stamps itself (`now()`) are not
 * affected: the seed moves those after the fact.
 */
let current: (() => Date) | null = null;

export function engineNow(): Date {
  return current ? current() : new Date();
}

/** Runs `fn` with the engine's calendar set to `when`. */
export async function atDate<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  const previous = current;
  current = () => new Date(when);
  try {
    return await fn();
  } finally {
    current = previous;
  }
}
