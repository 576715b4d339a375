/**
 * Short constructors for field definitions, so an entity file reads as a list of
 * business fields rather than object noise.
 */
import type { FieldDef, FieldType, Label } from './types.ts';

type Opts = Omit<FieldDef, 'name' | 'type' | 'label'>;

const make =
  (type: FieldType) =>
  (name: string, zh: string, en: string, opts: Opts = {}): FieldDef => ({
    name,
    type,
    label: { zh, en },
    ...opts,
  });

export const f = {
  text: make('text'),
  longtext: make('longtext'),
  richtext: make('richtext'),
  integer: make('integer'),
  year: make('year'),
  number: make('number'),
  money: make('money'),
  date: make('date'),
  datetime: make('datetime'),
  password: make('password'),
  secret: make('secret'),
  attachments: (name = 'attachmentIds', opts: Opts = {}): FieldDef => ({
    name,
    type: 'attachments',
    label: { zh: '附件', en: 'Attachments' },
    ...opts,
  }),
  flag: (name: string, zh: string, en: string, opts: Opts = {}): FieldDef => ({
    name,
    type: 'flag',
    label: { zh, en },
    default: 'N',
    ...opts,
  }),
  enabled: (opts: Opts = {}): FieldDef => ({
    name: 'enabledFlag',
    type: 'flag',
    label: { zh: '是否有效', en: 'Enabled' },
    default: 'Y',
    ...opts,
  }),
  lookup: (name: string, zh: string, en: string, lookupType: string, opts: Opts = {}): FieldDef => ({
    name,
    type: 'lookup',
    label: { zh, en },
    lookupType,
    ...opts,
  }),
  ref: (
    name: string,
    zh: string,
    en: string,
    entity: string,
    opts: Opts & { display?: string; copy?: Record<string, string>; pickFrom?: string; usable?: boolean } = {},
  ): FieldDef => {
    const { display, copy, pickFrom, usable, ...rest } = opts;
    return { name, type: 'ref', label: { zh, en }, ref: { entity, display, copy, ...(pickFrom ? { pickFrom } : {}), ...(usable ? { usable } : {}) }, ...rest };
  },
  /** Supplier scope column with the supplier name copied beside it. */
  supplier: ({ usable, ...opts }: Opts & { usable?: boolean } = {}): FieldDef[] => [
    {
      name: 'supplierId',
      type: 'ref',
      label: { zh: '供应商', en: 'Supplier' },
      ref: {
        entity: 'supplierInfo',
        display: 'supplierName',
        copy: { supplierName: 'supplierName', supplierNumber: 'supplierNumber' },
        ...(usable ? { usable } : {}),
      },
      index: true,
      ...opts,
    },
    { name: 'supplierNumber', type: 'text', label: { zh: '供应商编码', en: 'Supplier code' }, readOnly: true },
    { name: 'supplierName', type: 'text', label: { zh: '供应商名称', en: 'Supplier name' }, readOnly: true },
  ],
  /** Organisation column with its name copied beside it. */
  org: (opts: Opts = {}): FieldDef[] => [
    {
      name: 'orgId',
      type: 'ref',
      label: { zh: '组织', en: 'Organisation' },
      ref: { entity: 'organization', display: 'orgName', copy: { orgName: 'orgName' } },
      index: true,
      ...opts,
    },
    { name: 'orgName', type: 'text', label: { zh: '组织名称', en: 'Organisation name' }, readOnly: true },
  ],
  /** The fields of a to-do (SPEC section 3 pending item), internal or supplier. */
  /** A to-do's fields; `english`: its title also in English, for readers who share it (a supplier's users). */
  pendingItem: (opts: { english?: boolean } = {}): FieldDef[] => [
    ...(opts.english
      ? bilingual('pendingTitle', '标题', 'Title', { required: true, maxLength: 300 })
      : [{ name: 'pendingTitle', type: 'text', label: { zh: '标题', en: 'Title' }, required: true, maxLength: 300 } as FieldDef]),
    { name: 'billType', type: 'lookup', label: { zh: '单据类型', en: 'Document type' }, lookupType: 'SYS_TOBEDO', required: true },
    { name: 'billLink', type: 'text', label: { zh: '单据链接', en: 'Document link' }, maxLength: 500 },
    { name: 'menuCode', type: 'text', label: { zh: '菜单编码', en: 'Menu code' }, maxLength: 120 },
    { name: 'menuName', type: 'text', label: { zh: '菜单名称', en: 'Menu name' } },
    { name: 'entityName', type: 'text', label: { zh: '业务对象', en: 'Entity' }, maxLength: 80 },
    { name: 'recordId', type: 'integer', label: { zh: '单据ID', en: 'Document id' }, index: true },
    { name: 'actionName', type: 'text', label: { zh: '待办动作', en: 'Action' }, maxLength: 60 },
    { name: 'handleFlag', type: 'flag', label: { zh: '已处理', en: 'Handled' }, default: 'N' },
    { name: 'handleDate', type: 'datetime', label: { zh: '处理时间', en: 'Handled at' } },
    { name: 'cancelFlag', type: 'flag', label: { zh: '已取消', en: 'Cancelled' }, default: 'N' },
  ],
  remark: (): FieldDef => ({ name: 'remark', type: 'text', label: { zh: '备注', en: 'Remark' }, maxLength: 1000 }),
};

export const label = (zh: string, en: string): Label => ({ zh, en });

/**
 * A name people give in both languages (responsibility, role, organisation, menu,
 * lookup meaning): the Chinese field, required as the caller says, and its English
 * companion `<name>En`, optional. Readers in English see the companion, falling
 * back to the Chinese name when it is empty (`localName` in `entity/bilingual.ts`).
 */
export function bilingual(name: string, zh: string, en: string, opts: Opts = {}): FieldDef[] {
  const enName = `${name}En`;
  return [
    { name, type: 'text', label: { zh, en }, ...opts, englishField: enName },
    { name: enName, type: 'text', label: { zh: `${zh}(英文)`, en: `${en} (English)` }, maxLength: opts.maxLength },
  ];
}
