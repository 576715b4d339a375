/**
 * The buttons (menu resources) an entity's screens have, derived from its
 * definition: the standard ones, one per workflow action, and the attachment
 * ones when it keeps attachments. Seeds grant them; the app renders them; the
 * server requires them.
 */
import type { EntityDef, Label } from './types.ts';
import { STANDARD_RESOURCES } from './naming.ts';

export interface ResourceSeed {
  resourceCode: string;
  label: Label;
  icon: string;
}

const standard: ResourceSeed[] = [
  { resourceCode: STANDARD_RESOURCES.add, label: { zh: '新增', en: 'Add' }, icon: 'plus' },
  { resourceCode: STANDARD_RESOURCES.edit, label: { zh: '编辑', en: 'Edit' }, icon: 'edit' },
  { resourceCode: STANDARD_RESOURCES.delete, label: { zh: '删除', en: 'Delete' }, icon: 'delete' },
  { resourceCode: STANDARD_RESOURCES.import, label: { zh: '导入', en: 'Import' }, icon: 'upload' },
];
const exportResource: ResourceSeed = { resourceCode: STANDARD_RESOURCES.export, label: { zh: '导出', en: 'Export' }, icon: 'download' };
const attachment: ResourceSeed[] = [
  { resourceCode: STANDARD_RESOURCES.uploadAttachment, label: { zh: '上传附件', en: 'Upload attachment' }, icon: 'paperclip' },
  { resourceCode: STANDARD_RESOURCES.downloadAttachment, label: { zh: '下载附件', en: 'Download attachment' }, icon: 'download' },
  { resourceCode: STANDARD_RESOURCES.deleteAttachment, label: { zh: '删除附件', en: 'Delete attachment' }, icon: 'delete' },
];

/** The resource of a transition only the server makes (the last expert's scores complete the evaluation): granted to no one. */
export const SERVER_ONLY = 'serverOnly';

export function resourcesFor(def: EntityDef, children: EntityDef[] = []): ResourceSeed[] {
  const out: ResourceSeed[] = def.readOnly ? [exportResource] : [...standard, exportResource];
  // Line actions (cancel a line) are granted on the header's screen.
  for (const action of [def, ...children].flatMap((d) => d.workflow?.actions ?? [])) {
    if (action.resource !== SERVER_ONLY && !out.some((r) => r.resourceCode === action.resource))
      out.push({ resourceCode: action.resource, label: action.label, icon: action.action });
  }
  // A button's name comes from the operation that has the button, not from one sharing its resource.
  const ops = def.operations ?? [];
  for (const op of [...ops.filter((o) => !o.noButton), ...ops.filter((o) => o.noButton)]) {
    // No icon: an operation's name is not one, and a grid shows an icon name it does not know as text.
    if (!op.hidden && !out.some((r) => r.resourceCode === op.resource)) out.push({ resourceCode: op.resource, label: op.label, icon: '' });
  }
  if ([def, ...children].some((d) => d.fields.some((f) => f.type === 'attachments'))) out.push(...attachment);
  return out;
}

/** The buttons of what a supplier's user does on a document (answer, confirm, send): its actions and operations for suppliers. */
export function supplierResources(def: EntityDef): string[] {
  const actions = (def.workflow?.actions ?? []).filter((a) => a.actor === 'supplier').map((a) => a.resource);
  const ops = (def.operations ?? []).filter((o) => o.actor === 'supplier' && !o.hidden).map((o) => o.resource);
  return [...new Set([...actions, ...ops])];
}
