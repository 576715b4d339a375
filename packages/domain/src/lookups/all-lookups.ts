/**
 * Every lookup type: those written in lookups/catalogue.ts and those derived from the definitions (workflow
 * states, the documents an approval process may govern, the timeline's events and outcomes). It loads the
 * whole registry, so the pages that need only written lookups read `declaredLookups` instead.
 */
import { entities, fieldOf } from '../entity/registry.ts';
import type { Label } from '../entity/types.ts';
import { stateLookupValues } from '../entity/workflows.ts';
import { timelineEventValues, timelineOutcomeValues } from '../entity/timeline.ts';
import { declaredLookups, type LookupTypeSeed } from './catalogue.ts';

/** The documents an approval process may govern: those whose workflow has an `approval` action. */
function businessEntityLookup(): LookupTypeSeed {
  const values = entities
    .filter((d) => d.workflow?.actions.some((a) => a.action === 'approval'))
    .map((d, i) => ({ lookupCode: d.name, meaning: d.label.zh, meaningEn: d.label.en, seqNum: i + 1 }));
  return { lookupType: 'WF_BUSINESS_ENTITY', label: { zh: '审批单据', en: 'Approved documents' }, values };
}

/** Lookup types of workflow state fields, from the workflows themselves. */
function workflowLookups(): LookupTypeSeed[] {
  const out: LookupTypeSeed[] = [];
  for (const def of entities) {
    if (!def.workflow) continue;
    const field = fieldOf(def, def.workflow.field);
    if (!field?.lookupType) continue;
    out.push({ lookupType: field.lookupType, label: { zh: `${def.label.zh}状态`, en: `${def.label.en} status` }, values: stateLookupValues(def.workflow) });
  }
  return out;
}

/** How a few outcomes read on a timeline, better than their state's label. */
const TIMELINE_OUTCOMES: Record<string, Label> = {
  SUBMITTED: { zh: '审批中', en: 'Awaiting approval' },
  APPROVED: { zh: '已生效', en: 'In effect' },
  RETURNED: { zh: '已退回', en: 'Returned for changes' },
};

/** The timeline's events and outcomes, from the documents on it (entity/timeline.ts). */
function timelineLookups(known: LookupTypeSeed[]): LookupTypeSeed[] {
  const lookup = (type: string) => known.find((l) => l.lookupType === type);
  return [
    { lookupType: 'SLC_TIMELINE_EVENT', label: { zh: '生命周期事项', en: 'Lifecycle event' }, values: timelineEventValues(entities, lookup) },
    { lookupType: 'SLC_TIMELINE_OUTCOME', label: { zh: '结果', en: 'Outcome' }, values: timelineOutcomeValues(entities, TIMELINE_OUTCOMES, lookup) },
  ];
}

export function lookupCatalogue(): LookupTypeSeed[] {
  const seen = new Set<string>();
  const known = [...declaredLookups, businessEntityLookup(), ...workflowLookups()];
  return [...known, ...timelineLookups(known)].filter((l) => !seen.has(l.lookupType) && seen.add(l.lookupType));
}
