/**
 * A registration that runs once however often it is called: hooks are appended
 * (engine/hooks.ts), and the demo seed registers a feature's hooks before the
 * app does, so a second call must add nothing.
 */
export function once<A extends unknown[]>(register: (...args: A) => void): (...args: A) => void {
  let done = false;
  return (...args: A) => {
    if (done) return;
    done = true;
    register(...args);
  };
}
