// Globals that @web/test-runner's mocha provides in the browser (no @types/mocha installed).
type MochaDone = (err?: unknown) => void;
// biome-ignore lint/suspicious/noConfusingVoidType: mocha's own signature (a test returns nothing or a promise)
type MochaFn = (this: unknown, done: MochaDone) => void | Promise<unknown>;
interface MochaSuiteFn {
  (title: string, fn: () => void): void;
  only(title: string, fn: () => void): void;
  skip(title: string, fn: () => void): void;
}
interface MochaTestFn {
  (title: string, fn?: MochaFn): void;
  only(title: string, fn?: MochaFn): void;
  skip(title: string, fn?: MochaFn): void;
}
declare const describe: MochaSuiteFn;
declare const it: MochaTestFn;
declare function before(fn: MochaFn): void;
declare function after(fn: MochaFn): void;
declare function beforeEach(fn: MochaFn): void;
declare function afterEach(fn: MochaFn): void;
