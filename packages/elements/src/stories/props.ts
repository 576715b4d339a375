/**
 * Story support: the args of a story drive its element. `props(args)` sets every arg that names a
 * property of the element (its camelCase name, or its attribute name) and listens for every `onXxx`
 * arg (Storybook's action for the manifest's event `xxx`, e.g. `onSrmPick` for `srm-pick`) and sets every
 * `--srm-…` arg (a CSS custom property of the element) on its style. Args the
 * element does not know (a story's own, such as a container width) are left alone, so the Controls
 * panel changes exactly what the element exposes (.storybook/preview.ts builds the controls from
 * custom-elements.json).
 */
import { nothing } from 'lit';
import { Directive, directive, type ElementPart, PartType, type PartInfo } from 'lit/directive.js';

const camel = (name: string) => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
/** `onSrmAttachmentsChange` -> `srm-attachments-change`, `onChange` -> `change`. */
export const eventName = (arg: string) =>
  arg
    .slice(2)
    .replace(/^[A-Z]/, (c) => c.toLowerCase())
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

class PropsDirective extends Directive {
  private listeners = new Map<string, EventListener>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('props(args) belongs in an element tag, as in <srm-select props(args)>');
  }

  render(_args: Record<string, unknown>) {
    return nothing;
  }

  override update(part: ElementPart, [args]: [Record<string, unknown>]) {
    const el = part.element as unknown as Record<string, unknown>;
    const seen = new Set<string>();
    for (const [key, value] of Object.entries(args)) {
      if (/^on[A-Z]/.test(key) && typeof value === 'function') {
        const type = eventName(key);
        seen.add(type);
        const old = this.listeners.get(type);
        if (old === value) continue;
        if (old) part.element.removeEventListener(type, old);
        part.element.addEventListener(type, value as EventListener);
        this.listeners.set(type, value as EventListener);
        continue;
      }
      if (key.startsWith('--')) {
        // A CSS custom property of the element (its docs table lists them), set from the Controls panel.
        const style = (part.element as HTMLElement).style;
        if (typeof value === 'string' && value) style.setProperty(key, value);
        else style.removeProperty(key);
        continue;
      }
      const name = key in el ? key : camel(key);
      if (!(name in el) || el[name] === value) continue;
      el[name] = value;
    }
    for (const [type, fn] of this.listeners) {
      if (seen.has(type)) continue;
      part.element.removeEventListener(type, fn);
      this.listeners.delete(type);
    }
    return nothing;
  }
}

/** Sets the story's args on the element it is placed on: `html\`<srm-select ${props(args)}></srm-select>\``. */
export const props = directive(PropsDirective);
