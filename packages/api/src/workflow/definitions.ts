/**
 * Process definitions: checked when saved and when published (a process that
 * cannot run is refused, naming what is wrong), versioned per process code, one
 * published process per document and action. A published definition never
 * changes, so its parsed graph is kept in memory by id.
 */
import { getEntity, findEntity } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { BpmnError, parseBpmn } from '@srm/domain/workflow/bpmn.ts';
import type { ProcessGraph } from '@srm/domain/workflow/process-graph.ts';
import { validateProcess } from '@srm/domain/workflow/validate-process.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';
import { registerOperation, type OperationContext, type Row } from '../engine/operations.ts';
import { transitionAll } from '../engine/transition-all.ts';
import { int, object } from '../openapi/route-schema.ts';
import { checkAssignees } from './assignees.ts';

export interface PublishedProcess {
  processDefinitionId: number;
  processKey: string;
  processName: string;
  processVersion: number;
  graph: ProcessGraph;
}

const graphs = new Map<number, ProcessGraph>();

/** The fields a condition may name: the document header's own. */
const documentFields = (def: EntityDef) => new Set(def.fields.map((f) => f.name));

/** The graph of `xml`, or the violations (on `bpmnXml`) that stop it from running for documents of `entityName`. */
export async function checkProcessXml(q: Queryable, xml: unknown, entityName: unknown, lang: 'zh' | 'en'): Promise<ProcessGraph> {
  const field = 'bpmnXml';
  if (typeof xml !== 'string' || !xml.trim()) throw new ValidationError([{ field, key: 'rule.required' }]);
  const def = typeof entityName === 'string' ? findEntity(entityName) : undefined;
  if (!def) throw new ValidationError([{ field: 'entityName', key: 'rule.required' }]);
  let graph: ProcessGraph;
  try {
    graph = parseBpmn(xml);
  } catch (err) {
    throw new ValidationError([{ field, key: 'process.invalidXml', params: { detail: err instanceof BpmnError ? err.message : String(err) } }]);
  }
  const violations: FieldViolation[] = validateProcess(graph, documentFields(def), lang).map((p) => ({ field, key: p.key, params: p.params }));
  if (!violations.length) violations.push(...(await checkAssignees(q, graph, lang)).map((p) => ({ field, key: p.key, params: p.params })));
  if (violations.length) throw new ValidationError(violations);
  return graph;
}

/** The published process for documents of `entity` and their `action`, if any. */
export async function publishedProcess(q: Queryable, entity: string, action: string): Promise<PublishedProcess | undefined> {
  const res = await q.query<{ id: number; key: string; name: string; version: number; xml: string }>(
    `SELECT process_definition_id AS id, process_key AS key, process_name AS name, process_version AS version, bpmn_xml AS xml
       FROM srm_wf_process_definitions WHERE entity_name = $1 AND action_name = $2 AND definition_status = 'PUBLISHED'
      ORDER BY published_date DESC LIMIT 1`,
    [entity, action],
  );
  const row = res.rows[0];
  if (!row) return undefined;
  return { processDefinitionId: row.id, processKey: row.key, processName: row.name, processVersion: Number(row.version), graph: graphOf(row.id, row.xml) };
}

export async function processById(q: Queryable, id: number): Promise<ProcessGraph> {
  const cached = graphs.get(id);
  if (cached) return cached;
  const res = await q.query<{ xml: string }>('SELECT bpmn_xml AS xml FROM srm_wf_process_definitions WHERE process_definition_id = $1', [id]);
  return graphOf(id, res.rows[0].xml);
}

function graphOf(id: number, xml: string): ProcessGraph {
  let g = graphs.get(id);
  if (!g) graphs.set(id, (g = parseBpmn(xml)));
  return g;
}

/** `doNewVersion`: a draft copy of a process with the next version number, to change and publish in its place. */
async function newVersion({ ops, tx, caller, pending, body }: OperationContext): Promise<Row> {
  const def = getEntity('wfProcessDefinition');
  const source = await ops.findById(def, caller, body, tx);
  const copy: Row = {};
  for (const f of ['processKey', 'processName', 'processNameEn', 'entityName', 'bpmnXml', 'description']) copy[f] = source[f];
  const id = await ops.saveOne(tx, def, caller, copy, pending);
  return ops.findById(def, caller, { processDefinitionId: id }, tx);
}

export function registerDefinitionHooks(): void {
  registerHooks('wfProcessDefinition', {
    async beforeSave({ tx, record, before, mode, caller }) {
      const xml = record.bpmnXml ?? before?.bpmnXml;
      const entity = record.entityName ?? before?.entityName;
      await checkProcessXml(tx, xml, entity, caller.lang);
      if (mode === 'insert' || (record.processKey !== undefined && record.processKey !== before?.processKey)) {
        const res = await tx.query<{ n: number }>('SELECT COALESCE(max(process_version), 0) + 1 AS n FROM srm_wf_process_definitions WHERE process_key = $1', [
          record.processKey,
        ]);
        record.processVersion = Number(res.rows[0].n);
      }
    },
    async beforeAction({ def, tx, pending, action, record, caller }) {
      if (action.action !== 'publish') return;
      await checkProcessXml(tx, record.bpmnXml, record.entityName, caller.lang);
      // One published process per document and action: the one published last replaces the others (`supersede`).
      await transitionAll(tx, pending, def, 'supersede', { entityName: record.entityName, actionName: record.actionName }, { by: caller });
    },
  });
  registerOperation('wfProcessDefinition', 'doNewVersion', newVersion, {
    body: object({ processDefinitionId: int('The process to copy') }, ['processDefinitionId']),
  });
}
