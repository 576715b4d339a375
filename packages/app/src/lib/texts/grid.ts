/** The portal's texts of the grid screens: part of the catalogue `texts/all.ts` adds to `lib/i18n.ts` (keys unique across parts). */
import type { Label } from '@srm/domain/entity/types.ts';

export const gridTexts = {
  // Names of the audit columns every record carries (entity-ui.ts auditField).
  'grid.audit.creationDate': { zh: '创建时间', en: 'Created' },
  'grid.audit.lastUpdateDate': { zh: '最后修改时间', en: 'Last changed' },
  'grid.audit.createdBy': { zh: '创建人', en: 'Created by' },
  'grid.audit.lastUpdatedBy': { zh: '修改人', en: 'Changed by' },
  'grid.audit.versionNum': { zh: '版本', en: 'Version' },
  // A filter on the record's key, which the definition names no field for.
  'grid.filter.id': { zh: 'ID', en: 'ID' },
  // Row buttons whose menu resource has no name.
  'grid.row.edit': { zh: '编辑', en: 'Edit' },
  'grid.row.delete': { zh: '删除', en: 'Delete' },
  'grid.add': { zh: '新增', en: 'Add' },
  'grid.delete': { zh: '删除', en: 'Delete' },
  'grid.treeEmpty': { zh: '暂无层级数据', en: 'No rows in the hierarchy yet' },
} as const satisfies Record<string, Label>;
