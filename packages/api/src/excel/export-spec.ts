/**
 * The export payload (SPEC section 7): requestUrl names an entity's list
 * operation (`/api/baseServer/v1/srmBaseItemsRestful/listByPage`, or just
 * `srmBaseItemsRestful/listByPage`); requestParams are that list's filters and
 * sort; columns [{ field | dataIndex | key | name, title | label }] or field
 * names; fileName; sheetMaxRow; customParams (kept for custom exports).
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { findEntityByRest } from '@srm/domain/entity/registry.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { exportField } from './cells.ts';

/** SPEC section 9: page export 20000 rows (sheets of 20001 rows with the header), custom export 500000, default sheet 50000. */
export const PAGE_EXPORT_ROWS = 20_000;
export const PAGE_EXPORT_SHEET_ROWS = 20_001;
export const CUSTOM_EXPORT_ROWS = 500_000;
export const DEFAULT_SHEET_ROWS = 50_000;

export interface ExportColumn {
  field: string;
  title: string;
  width?: number;
}

export interface ExportSpec {
  def: EntityDef;
  requestUrl: string;
  params: Record<string, unknown>;
  columns: ExportColumn[];
  fileName: string;
  sheetMaxRow: number;
  maxRows: number;
  offset: number;
}

export function entityOfUrl(url: string): EntityDef {
  const m = /(?:^|\/)([A-Za-z0-9]+)Restful\/(listByPage\w*|list\w*)\/?$/.exec(url.split('?')[0]);
  const def = m ? findEntityByRest(m[1]) : undefined;
  if (!def) throw new AppError('EXPORT_URL_UNKNOWN', { url });
  return def;
}

function parseObject(raw: unknown, field: string): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  const v =
    typeof raw === 'string'
      ? (() => {
          try {
            return JSON.parse(raw);
          } catch {
            return undefined;
          }
        })()
      : raw;
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new ValidationError([{ field, key: 'rule.type', params: { expected: 'object' } }]);
  return v as Record<string, unknown>;
}

export function parseExportSpec(payload: Record<string, unknown>, kind: 'page' | 'custom', lang: 'zh' | 'en'): ExportSpec {
  const requestUrl = typeof payload.requestUrl === 'string' ? payload.requestUrl.trim() : '';
  if (!requestUrl) throw new AppError('EXPORT_URL_REQUIRED');
  let rawColumns = payload.columns;
  if (typeof rawColumns === 'string')
    try {
      rawColumns = JSON.parse(rawColumns);
    } catch {
      rawColumns = undefined;
    }
  if (!Array.isArray(rawColumns) || !rawColumns.length) throw new AppError('EXPORT_COLUMNS_REQUIRED');
  const def = entityOfUrl(requestUrl);
  const columns: ExportColumn[] = [];
  for (const c of rawColumns as unknown[]) {
    const o = typeof c === 'string' ? { field: c } : (c as Record<string, unknown>);
    const field = String(o?.field ?? o?.dataIndex ?? o?.key ?? o?.name ?? o?.prop ?? '');
    const f = exportField(def, field);
    if (!f) throw new ValidationError([{ field: 'columns', key: 'error.unknownField', params: { field } }]);
    columns.push({ field, title: String(o.title ?? o.label ?? o.header ?? f.label[lang]), width: typeof o.width === 'number' ? o.width : undefined });
  }
  const params = { ...parseObject(payload.requestParams, 'requestParams') };
  const pageIndex = Number(params.pageIndex ?? 1);
  delete params.pageIndex;
  delete params.pageRows;
  const maxRows = kind === 'page' ? PAGE_EXPORT_ROWS : CUSTOM_EXPORT_ROWS;
  const sheetDefault = kind === 'page' ? PAGE_EXPORT_SHEET_ROWS : DEFAULT_SHEET_ROWS;
  const sheetMaxRow = Number(payload.sheetMaxRow) > 1 ? Math.min(Math.floor(Number(payload.sheetMaxRow)), 1_000_000) : sheetDefault;
  const name =
    typeof payload.fileName === 'string' && payload.fileName.trim()
      ? payload.fileName.trim()
      : `${def.label[lang]}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  return {
    def,
    requestUrl,
    params,
    columns,
    fileName: /\.xlsx$/i.test(name) ? name : `${name}.xlsx`,
    sheetMaxRow,
    maxRows,
    offset: kind === 'page' && Number.isSafeInteger(pageIndex) && pageIndex > 1 ? (pageIndex - 1) * PAGE_EXPORT_ROWS : 0,
  };
}
