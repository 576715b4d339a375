/**
 * How many frames one hall socket may send: a few a second is what the portal
 * sends (a subscribe, a ping every ten seconds), so a client that sends more is
 * refused frame by frame, and one that keeps on after as many refusals again is
 * cut off, before it costs the process a scope read per frame. Per socket, in
 * memory: a burst on one socket never slows another.
 */
export const HALL_FRAMES_PER_SECOND = 20;

export type RateVerdict = 'ok' | 'refuse' | 'close';

/** A fixed one-second window per socket; `now` is passed so the rule reads the same in a test. */
export function frameRate(max = HALL_FRAMES_PER_SECOND): (now?: number) => RateVerdict {
  let windowStart = 0;
  let count = 0;
  return (now = Date.now()) => {
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= max) return 'ok';
    return count <= 2 * max ? 'refuse' : 'close';
  };
}
