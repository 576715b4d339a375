/**
 * Import of an external OpenAPI document (apiListEdit, SPEC section 7's "API doc
 * import"): an outbound interface's document is checked on save (OpenAPI 3.x or
 * Swagger 2.0 JSON with at least one operation; otherwise refused naming the
 * field and the reason) and its operations are listed as the interface's lines.
 */
import { registerHooks, type SaveContext } from '../engine/hooks.ts';
import { ValidationError } from '../engine/app-error.ts';
import { table } from '../db/tables.ts';

const OP = table('srm_base_api_interface_ops');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface ImportedOperation {
  httpMethod: string;
  path: string;
  operationCode: string | null;
  summary: string | null;
  tagName: string | null;
}

export interface ImportedDocument {
  version: string;
  baseUrl: string | null;
  operations: ImportedOperation[];
}

const refuse = (reason: string): never => {
  throw new ValidationError([{ field: 'sourceDocument', key: 'api.document', params: { reason } }]);
};

/** The document's operations, or a refusal saying why it is not an OpenAPI document. */
export function parseOpenApi(text: string): ImportedDocument {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    return refuse(`JSON: ${(err as Error).message}`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return refuse('not a JSON object');
  const d = doc as Record<string, unknown>;
  const openapi = typeof d.openapi === 'string' && /^3\.\d/.test(d.openapi);
  const swagger = d.swagger === '2.0';
  if (!openapi && !swagger) return refuse('no "openapi": "3.x" or "swagger": "2.0"');
  const info = d.info as Record<string, unknown> | undefined;
  if (!info || typeof info !== 'object' || typeof info.title !== 'string') return refuse('"info.title" is missing');
  if (typeof info.version !== 'string') return refuse('"info.version" is missing');
  const paths = d.paths as Record<string, unknown> | undefined;
  if (!paths || typeof paths !== 'object' || Array.isArray(paths)) return refuse('"paths" is missing');
  const operations: ImportedOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/')) return refuse(`path "${path}" does not start with /`);
    if (!item || typeof item !== 'object') return refuse(`path "${path}" is not an object`);
    for (const method of METHODS) {
      const op = (item as Record<string, unknown>)[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      if (typeof op !== 'object') return refuse(`${method.toUpperCase()} ${path} is not an object`);
      operations.push({
        httpMethod: method.toUpperCase(),
        path: path.slice(0, 500),
        operationCode: typeof op.operationId === 'string' ? op.operationId.slice(0, 200) : null,
        summary: typeof op.summary === 'string' ? op.summary.slice(0, 500) : null,
        tagName: Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? String(op.tags[0]).slice(0, 120) : null,
      });
    }
  }
  if (!operations.length) return refuse('"paths" holds no operation');
  const servers = d.servers as { url?: unknown }[] | undefined;
  const baseUrl = openapi
    ? typeof servers?.[0]?.url === 'string'
      ? servers[0].url
      : null
    : typeof d.host === 'string'
      ? `${Array.isArray(d.schemes) && d.schemes[0] ? d.schemes[0] : 'https'}://${d.host}${typeof d.basePath === 'string' ? d.basePath : ''}`
      : null;
  return { version: String(info.version).slice(0, 60), baseUrl: baseUrl?.slice(0, 500) ?? null, operations };
}

const parsed = new WeakMap<Record<string, unknown>, ImportedDocument>();

export function registerOpenApiImport(): void {
  registerHooks('apiInterface', {
    beforeSave(ctx: SaveContext) {
      // Lines come from the document only.
      delete ctx.lines.apiOperations;
      if (!('sourceDocument' in ctx.record)) return;
      const doc = parseOpenApi(String(ctx.record.sourceDocument ?? ''));
      ctx.record.apiVersion = doc.version;
      ctx.record.operationCount = doc.operations.length;
      if (!ctx.record.baseUrl && !ctx.before?.baseUrl && doc.baseUrl) ctx.record.baseUrl = doc.baseUrl;
      parsed.set(ctx.record, doc);
    },
    async afterSave(ctx) {
      const doc = parsed.get(ctx.record);
      if (!doc || !ctx.id) return;
      await ctx.tx.query(`DELETE FROM ${OP} WHERE ${OP.interface_id} = $1`, [ctx.id]);
      const values: unknown[] = [];
      const rows = doc.operations.map((op, i) => {
        values.push(ctx.id, op.httpMethod, op.path, op.operationCode, op.summary, op.tagName, ctx.caller.userId);
        const b = i * 7;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 7})`;
      });
      await ctx.tx.query(
        `INSERT INTO ${OP} (${OP.$list('interface_id', 'http_method', 'path', 'operation_code', 'summary', 'tag_name', 'created_by', 'last_updated_by')}) VALUES ${rows.join(', ')}`,
        values,
      );
    },
  });
}
