#!/usr/bin/env node
// The manifest is complete: fails when custom-elements.json leaves a page author guessing.
//   - every element has a description;
//   - every public property and attribute has a type and a description (an internal one is `private`,
//     `protected`, `#name` or `@internal`, and so is not in the manifest);
//   - every event has a description, and a custom (srm-*) event its detail type (`@fires {Type} name - …`);
//   - every slot and CSS part has a description (CSS custom properties: scripts/check-tokens.mjs).
// Usage: node scripts/check-manifest.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentDirs, root } from './tokens-lib.mjs';

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const problems = [];
const elements = [];
for (const mod of manifest.modules) for (const d of mod.declarations ?? []) if (d.customElement) elements.push({ mod, d });

const dirs = componentDirs();
if (elements.length !== dirs.length) problems.push(`custom-elements.json describes ${elements.length} elements, src/components has ${dirs.length} folders`);

for (const { d } of elements) {
  const at = `<${d.tagName}>`;
  if (!d.description?.trim()) problems.push(`${at}: no description (the class's doc comment)`);
  for (const m of d.members ?? []) {
    if (m.privacy || m.static) continue;
    const what = `${at} ${m.kind} ${m.name}`;
    if (!m.description?.trim()) problems.push(`${what}: no description (or mark it private / @internal)`);
    if (m.kind === 'field' && !m.type?.text) problems.push(`${what}: no type`);
  }
  for (const a of d.attributes ?? []) {
    if (!a.description?.trim()) problems.push(`${at} attribute ${a.name}: no description`);
    if (!a.type?.text) problems.push(`${at} attribute ${a.name}: no type`);
  }
  for (const e of d.events ?? []) {
    const type = e.type?.text ?? '';
    if (!e.description?.trim()) problems.push(`${at} event ${e.name}: no description`);
    if (e.name.startsWith('srm-') && !/^(CustomEvent<.+>|Srm[A-Za-z]+Event)$/.test(type))
      problems.push(`${at} event ${e.name}: detail type missing (${type || 'none'}): \`@fires {CustomEvent<Detail>} ${e.name} - …\``);
    if (!e.name.startsWith('srm-') && !type) problems.push(`${at} event ${e.name}: no type`);
  }
  for (const s of d.slots ?? []) if (!s.description?.trim()) problems.push(`${at} slot ${s.name || '(default)'}: no description`);
  for (const p of d.cssParts ?? []) if (!p.description?.trim()) problems.push(`${at} part ${p.name}: no description`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} gap(s) in custom-elements.json: document them in the element's JSDoc, then \`npm run manifest -w @srm/elements\``);
  process.exit(1);
}
console.log(`manifest: ${elements.length} elements described completely`);
