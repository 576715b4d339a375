/**
 * Waits for `work` at most `ms`, then answers `fallback`. The timer is a
 * referenced one, cleared as soon as either settles: an unreferenced timer
 * under an awaited shutdown lets the event loop empty while the await is still
 * pending, and the process (or a test file's `after`) ends in mid-close.
 */
export async function within<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
