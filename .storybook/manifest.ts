/**
 * The elements' manifest (packages/elements/custom-elements.json) as Storybook reads it: the docs tables
 * (properties, attributes, events, slots, CSS parts, CSS custom properties) and the controls come from it.
 * Only the public API is kept (no private, protected or static members), and `argTypesFromManifest` gives
 * every public, writable property a control of its type.
 */
import type { ArgTypes, ArgTypesEnhancer } from 'storybook/internal/types';
import raw from '../packages/elements/custom-elements.json';

interface Member {
  kind: string;
  name: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  type?: { text?: string };
  attribute?: string;
}
interface Declaration {
  tagName?: string;
  members?: Member[];
  cssParts?: { name: string }[];
  attributes?: { name: string; fieldName?: string }[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const isPublic = (m: Member) => (!m.privacy || m.privacy === 'public') && !m.static && !m.name.startsWith('_') && !m.name.startsWith('#');

/**
 * The manifest with the public API only. CSS parts are named as a stylesheet writes them (`::part(label)`):
 * Storybook keys the docs table by name, and a part named like a property (`label`) took its row and control.
 */
export const manifest: Manifest = {
  ...(raw as Manifest),
  modules: (raw as Manifest).modules.map((mod) => ({
    ...mod,
    declarations: mod.declarations?.map((d) =>
      d.tagName ? { ...d, members: d.members?.filter(isPublic), cssParts: d.cssParts?.map((p) => ({ ...p, name: `::part(${p.name})` })) } : d,
    ),
  })),
};

const byTag = new Map<string, Declaration>();
for (const mod of manifest.modules) for (const d of mod.declarations ?? []) if (d.tagName) byTag.set(d.tagName, d);

/** `'a' | 'b'` -> ['a', 'b']; anything else -> undefined. */
function literals(text: string): string[] | undefined {
  const parts = text.split('|').map((p) => p.trim());
  return parts.every((p) => /^'[^']*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : undefined;
}

/**
 * Controls for every public property of the story's element: booleans, numbers and strings as such,
 * unions of string literals as a choice, arrays and objects (options, columns, rows) as an object editor;
 * and a text control for every CSS custom property (set on the element's style). Read-only properties,
 * functions (an api, an upload), attributes that mirror a property (their property has the control),
 * events (their actions are logged), slots and parts are in the table without a control. A control a story
 * sets itself is left as it is.
 */
export const argTypesFromManifest: ArgTypesEnhancer = (context) => {
  const tag = typeof context.component === 'string' ? context.component : undefined;
  const decl = tag ? byTag.get(tag) : undefined;
  if (!decl) return context.argTypes;
  const fields = new Map((decl.members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m]));
  const mirrored = new Set((decl.attributes ?? []).filter((a) => a.fieldName && a.fieldName !== a.name).map((a) => a.name));
  const out: ArgTypes = {};
  for (const [key, argType] of Object.entries(context.argTypes)) {
    const category = argType.table?.category;
    if (argType.control !== undefined || argType.table?.disable) {
      out[key] = argType;
      continue;
    }
    if (category === 'css custom properties') {
      out[key] = { ...argType, control: { type: 'text' } };
      continue;
    }
    const field = category === 'properties' || category === 'attributes' ? fields.get(key) : undefined;
    const text = (field?.type?.text ?? '').replace(/\s*\|\s*(undefined|null)\b/g, '').trim();
    const fn = typeof context.initialArgs?.[key] === 'function' || text.includes('=>');
    if (!field || mirrored.has(key) || field.readonly || fn) {
      out[key] = { ...argType, control: false };
      continue;
    }
    const options = literals(text);
    if (options) out[key] = { ...argType, options, control: { type: options.length <= 4 ? 'inline-radio' : 'select' } };
    else if (text === 'boolean' || text === 'number') out[key] = { ...argType, control: { type: text } };
    else if (text === 'string') out[key] = { ...argType, control: { type: 'text' } };
    else out[key] = { ...argType, control: { type: 'object' } };
  }
  return out;
};
