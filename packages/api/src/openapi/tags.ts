/**
 * The document's tags, described and grouped by module. An entity's tag
 * (`Purchase order (purOrder)`, as entityRoutes names it) is described from
 * its definition: module, labels, key, lines, parent and workflow actions, so
 * a new entity is described without anyone writing a sentence. The few tags
 * of hand-written routes (sign-in, files, Excel, ...) are described here; a
 * tag nobody described fails the document test (Redocly's tag-description).
 */
import { entities } from '@srm/domain/entity/registry.ts';
import type { DomainName, EntityDef } from '@srm/domain/entity/types.ts';
import type { JsonSchema } from './field-schema.ts';

/** The modules an entity belongs to (its `domain`), as the reference groups them. */
export const MODULE_LABELS: Record<DomainName, string> = {
  base: 'Base data',
  contract: 'Contracts',
  purchase: 'Purchasing',
  quality: 'Quality',
  sourcing: 'Sourcing',
  supplier: 'Supplier management',
  performance: 'Supplier performance',
  finance: 'Finance',
  equipment: 'Equipment',
  report: 'Reports',
  integration: 'Integration',
  admin: 'Administration',
  org: 'Organisation',
  workflow: 'Workflow',
  system: 'System',
};

/** Tags of routes written by hand: their module and what they hold. */
const ROUTE_TAGS: Record<string, { module: string; description: string }> = {
  Platform: {
    module: 'Platform',
    description:
      'This document (also at `/v3/api-docs` and, in the envelope, for the API manager), the menus and buttons granted to a responsibility, lookup values and the caller’s saved grid settings.',
  },
  'Sign-in': {
    module: 'Platform',
    description:
      'Portal sign-in: the picture code, `login` (answers the session token `data.authorizationCode`), sign-out, the signed-in user with their responsibilities, switching responsibility and changing one’s password. See “Signing” in the introduction.',
  },
  Auth: {
    module: 'Platform',
    description:
      'Single sign-on through an external provider (authorization code flow with PKCE), linking an SSO identity to an account, and the one-use `ticket` for a GET link or WebSocket that cannot send headers.',
  },
  'User centre': { module: 'Platform', description: 'The caller’s own profile, password and open sessions.' },
  Events: {
    module: 'Integration',
    description:
      'The business events an ERP receives by webhook or outbound interface (the `webhooks` of this document): payload schema, version and signature.',
  },
  'Admin console': {
    module: 'Administration',
    description: 'For administrators: the schema’s tables, entity definition files, in-process caches and the database in use.',
  },
  'Supplier registration': {
    module: 'Supplier management',
    description:
      'A supplier registering itself (name check, business licence reading, risk information) and the buyer’s approval that makes it effective and lets its user sign in.',
  },
  Announcements: {
    module: 'Base data',
    description: 'Published announcements as a reader sees them: the list, opening one (marks it read) and the next unread one.',
  },
  Home: { module: 'Base data', description: 'A supplier’s to-do list on its home page, and marking an informational to-do handled.' },
  'Base data': { module: 'Base data', description: 'Material lists within the caller’s data permissions, and importing material mappings from a workbook.' },
  Files: { module: 'Platform', description: 'Uploading files (multipart, optionally attached to a record) and downloading them, one by one or as a zip.' },
  Excel: {
    module: 'Platform',
    description: 'Exporting a list page or a whole list as xlsx (large ones queued), an entity’s import template, and importing rows (all or none).',
  },
  Contracts: { module: 'Contracts', description: 'A contract as PDF: filled from its template, watermarked for the viewer, or the signed copy.' },
  reportServer: { module: 'Reports', description: 'A dynamic report’s whole result as xlsx, within the caller’s scope.' },
  interface: {
    module: 'Integration',
    description:
      'Inbound interfaces: an ERP pushes a record with its API key and a signed, idempotent message (security scheme `inboundApiKey` with `messageSignature`), and the business tables and columns a mapping may name.',
  },
};

const entityTag = (def: EntityDef) => `${def.label.en} (${def.name})`;

function entityDescription(def: EntityDef): string {
  const parts = [`**${MODULE_LABELS[def.domain]}**: ${def.label.en} (${def.label.zh}), the \`${def.name}\` records, keyed by \`${def.key}\`.`];
  if (def.parent) parts.push(`A line of ${labelOf(def.parent.entity)} (\`${def.parent.foreignKey}\`).`);
  if (def.children?.length) parts.push(`Carries ${def.children.map((c) => `\`${c.name}\` (${labelOf(c.entity)})`).join(', ')}.`);
  if (def.workflow?.actions.length)
    parts.push(`Workflow on \`${def.workflow.field}\`; actions ${def.workflow.actions.map((a) => `\`${a.action}\``).join(', ')} (each an operation \`do…\`).`);
  if (def.readOnly) parts.push('Read only.');
  return parts.join(' ');
}

const labelOf = (name: string) => entities.find((e) => e.name === name)?.label.en ?? name;

/** The tag objects and their groups (`x-tagGroups`) for the tags the operations name, grouped by module. */
export function describedTags(names: Iterable<string>): { tags: JsonSchema[]; groups: JsonSchema[] } {
  const byTag = new Map(entities.map((def) => [entityTag(def), def]));
  const described = [...new Set(names)].map((name) => {
    const def = byTag.get(name);
    const route = ROUTE_TAGS[name];
    if (!def && !route) throw new Error(`The tag "${name}" has no description: add it to ROUTE_TAGS (openapi/tags.ts)`);
    return def
      ? { name, module: MODULE_LABELS[def.domain], description: entityDescription(def) }
      : { name, module: route!.module, description: route!.description };
  });
  const modules = [...new Set(described.map((t) => t.module))].sort((a, b) => (a === 'Platform' ? -1 : b === 'Platform' ? 1 : a.localeCompare(b)));
  const ordered = modules.flatMap((m) =>
    described.filter((t) => t.module === m).sort((a, b) => (ROUTE_TAGS[a.name] ? 0 : 1) - (ROUTE_TAGS[b.name] ? 0 : 1) || a.name.localeCompare(b.name)),
  );
  return {
    tags: ordered.map(({ name, description }) => ({ name, description })),
    groups: modules.map((m) => ({ name: m, tags: ordered.filter((t) => t.module === m).map((t) => t.name) })),
  };
}
