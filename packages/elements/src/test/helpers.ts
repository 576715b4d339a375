/**
 * Small test helpers for the element tests (run by @web/test-runner in Chromium).
 * Assertions throw plain Errors, so mocha reports them; no assertion library needed.
 */
import { render, type TemplateResult } from 'lit';

export function assert(cond: unknown, message = 'assertion failed'): asserts cond {
  if (!cond) throw new Error(message);
}

export function equal<T>(actual: T, expected: T, message = ''): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`${message ? message + ': ' : ''}expected ${fmt(expected)}, got ${fmt(actual)}`);
  }
}

export function deepEqual(actual: unknown, expected: unknown, message = ''): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message ? message + ': ' : ''}expected ${e}, got ${a}`);
}

function fmt(v: unknown) {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

const mounted: HTMLElement[] = [];

/** Renders a template into a fresh container attached to the body; returns the first element. */
export async function fixture<T extends Element>(template: TemplateResult): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  render(template, container);
  const el = container.firstElementChild as T;
  await settle(el);
  return el;
}

export function cleanup(): void {
  while (mounted.length) mounted.pop()!.remove();
}

/** Waits for a Lit element's update plus a couple of frames (Vaadin renders on rAF/microtasks). */
export async function settle(el?: Element | null, frames = 2): Promise<void> {
  const u = (el as unknown as { updateComplete?: Promise<unknown> } | null)?.updateComplete;
  if (u !== undefined) await u;
  for (let i = 0; i < frames; i++) await nextFrame();
  const u2 = (el as unknown as { updateComplete?: Promise<unknown> } | null)?.updateComplete;
  if (u2 !== undefined) await u2;
}

export function nextFrame(): Promise<void> {
  return new Promise((r) => requestAnimationFrame(() => r()));
}

export async function waitFor(cond: () => unknown, message = 'condition', timeout = 3000): Promise<void> {
  const start = performance.now();
  while (!cond()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${message}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function oneEvent<T extends Event = CustomEvent>(target: EventTarget, type: string): Promise<T> {
  return new Promise((resolve) => target.addEventListener(type, (e) => resolve(e as T), { once: true }));
}

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[] };
type Axe = { run: (ctx: unknown, opts?: unknown) => Promise<AxeResult> };

/** Runs axe-core on the element and fails on serious or critical violations. */
export async function expectAccessible(el: Element, options: Record<string, unknown> = {}): Promise<void> {
  const w = window as unknown as { axe?: Axe };
  if (!w.axe) {
    // @ts-expect-error UMD bundle without types; it sets window.axe
    await import('axe-core/axe.min.js');
  }
  const result = await w.axe!.run(el, { resultTypes: ['violations'], ...options });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    throw new Error('axe: ' + bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`).join('; '));
  }
}

/** Deep query through open shadow roots. */
export function deepQueryAll<T extends Element = Element>(root: ParentNode, selector: string): T[] {
  const out: T[] = [];
  const walk = (node: ParentNode) => {
    node.querySelectorAll<T>(selector).forEach((n) => out.push(n));
    node.querySelectorAll('*').forEach((n) => {
      if ((n as Element).shadowRoot) walk((n as Element).shadowRoot!);
    });
  };
  walk(root);
  return out;
}
