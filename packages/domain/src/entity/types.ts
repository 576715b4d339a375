/**
 * The shape of an entity definition: the single source of truth from which the
 * server derives table, validation, operations, permissions and scope, and the
 * app derives list and edit screens. See CONVENTIONS.md "Adding an entity".
 */
import type { RuleName } from '../validation/rules.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { approvalOperations, hasApproval, LIST_APPROVAL_HISTORY } from './approvals.ts';
import type { TimelineEntry } from './timeline.ts';

export interface Label {
  zh: string;
  en: string;
}

/** The service segment of `/api/{service}/v1/{rest}Restful/{operation}`. */
export type ServiceName = 'baseServer' | 'srmServer' | 'reportServer' | 'messageServer' | 'bpmServer' | 'fileServer' | 'exportServer' | 'schedule';

export type DomainName =
  | 'base'
  | 'contract'
  | 'purchase'
  | 'quality'
  | 'sourcing'
  | 'supplier'
  | 'performance'
  | 'finance'
  | 'equipment'
  | 'report'
  | 'integration'
  | 'admin'
  | 'org'
  | 'workflow'
  | 'system';

export type FieldType =
  | 'text' // short string, varchar(maxLength)
  | 'longtext' // unbounded plain text
  | 'richtext' // sanitised HTML
  | 'integer'
  | 'year' // a calendar year: an integer written without grouping (2027, not 2,027)
  | 'number' // decimal with `precision` places
  | 'money' // decimal, precision 2 unless given
  | 'date' // yyyy-MM-dd
  | 'datetime' // ISO 8601 on the wire, shown as yyyy-MM-dd HH:mm:ss
  | 'flag' // 'Y' | 'N'
  | 'lookup' // code of a lookup type
  | 'ref' // id of another entity
  | 'attachments' // comma-separated file ids
  | 'password' // write-only, stored as an argon2id hash, never answered
  | 'secret'; // write-only, stored wrapped under the server's master key for its own use, never answered

export interface RefDef {
  /** Name of the target entity. */
  entity: string;
  /** Fields of the target copied into this record on save (target field -> own field). */
  copy?: Record<string, string>;
  /** Field of the target shown in pickers and lists. */
  display?: string;
  /**
   * The entity people pick from, when the target is not theirs to list (a colleague
   * for a delegation, not the user administration): a read-only view answering
   * the target's key, the display and the copied fields.
   */
  pickFrom?: string;
  /**
   * The target must be usable for new business (its entity's `unusableWhen`)
   * whenever the reference is set or changed: no order for a frozen supplier.
   */
  usable?: boolean;
}

export interface FieldDef {
  name: string;
  type: FieldType;
  label: Label;
  required?: boolean;
  /** Unique across the table (or within `uniqueWith` columns). */
  unique?: boolean;
  uniqueWith?: string[];
  default?: string | number | null | 'today' | 'now';
  /** Decimal places for number and money. */
  precision?: number;
  /** Maximum length for text and lookup fields (default 240). */
  maxLength?: number;
  /** Extra validators of SPEC section 5 by name. */
  rules?: RuleName[];
  min?: number;
  max?: number;
  lookupType?: string;
  ref?: RefDef;
  /** Document number pattern, e.g. `PR-{yyyyMMdd}-{seq:3}`; filled on insert. */
  autoNumber?: string;
  /** Another pattern for records whose `field` holds a given value (a tender's ZB- beside an inquiry's XJ-). */
  autoNumberBy?: { field: string; patterns: Record<string, string> };
  /** Set by the server (computed, copied or workflow-owned); a client value is ignored. */
  readOnly?: boolean;
  /**
   * Written only by internal users (a supplier's own status and flags): a
   * supplier's value is ignored, and its screens show the field read-only.
   */
  internal?: boolean;
  /**
   * Kept by the server after every save and action (engine/computed.ts): a line's
   * `product` of two of its fields (empty when either is), or a header's `sum`
   * of a line field. Give it `readOnly` too.
   */
  computed?: { product: [string, string] } | { sum: { child: string; field: string } };
  /** Kept on the row but never exposed in forms and lists (scope columns, hashes). */
  hidden?: boolean;
  index?: boolean;
  /** Previous name, so a rename keeps the column's data. */
  renamedFrom?: string;
  /** The field holding this name in English (`bilingual` of `fields.ts`); readers in English see it first. */
  englishField?: string;
}

export interface ChildDef {
  /** Property of the header payload that holds the lines, e.g. `lines`. */
  name: string;
  /** The line entity. */
  entity: string;
  /** Field of the line that points at the header key. */
  foreignKey: string;
  label: Label;
  /**
   * The lines are made by the server when the document is (a bid's lines, one per
   * inquiry material): a save changes their values but adds or removes none.
   */
  fixedLines?: boolean;
  when?: ShownWhen;
  /** Shown by an element of its own instead of the line grid: `inspectionSites` is `srm-inspection-site-table` (a site's inspect flag). */
  editor?: 'inspectionSites';
}

/** Who a row belongs to, applied in the SQL of every read, update and delete. */
export interface ScopeDef {
  /** Column tying the row to a supplier: EX users only ever see their own. */
  supplier?: string;
  /**
   * Columns limited by each internal user's data permissions (userAuthorisation):
   * organisation, purchase category, supplier. Derived by `dataScopeColumns`
   * (entity/data-scope.ts) from the `orgId` / `categoryId` references and the
   * supplier scope; `false` leaves the entity unlimited (the permissions themselves).
   */
  dataScope?: false;
  /** Column tying the row to one user (shortcut menus, table configs, to-dos). */
  user?: string;
  /** Workflow states in which a supplier may not yet see the document. */
  hiddenFromSupplierIn?: string[];
  /** Rows no supplier ever sees, though they belong to a document suppliers read (a tender's jury). */
  internal?: true;
  /**
   * For rows without a supplier column that suppliers may still read (notices):
   * the field naming the audience, and the values a supplier may see.
   */
  supplierAudience?: { field: string; values: string[] };
  /**
   * A document addressed to a named set of suppliers or users (the suppliers invited
   * to an inquiry, the experts drawn for a tender, the recipients of a notice): when
   * `when.field` holds one of `when.values`, only those named in the `child`
   * collection's rows (`supplier` or `user` column) see it. Applied in SQL with the
   * rest of the scope; internal users without a `user` audience see it as before.
   */
  audience?: { child: string; supplier?: string; user?: string; when: { field: string; values: string[] } };
  /**
   * What an expert user (userType EXPERT) sees: rows whose `child` collection names
   * them in its `user` column while the row is in one of `states`, or rows whose
   * `via` reference points at such a row. Experts see no rows of an entity
   * without it, bar their own (`user`) and lines through their header.
   */
  jury?: { child: string; user: string; states: string[] } | { via: string };
  /**
   * A record about another one, with menus and buttons of its own (a tender's
   * documents): seen by whoever sees the record its `through` reference points
   * at, in that record's scope (suppliers, data permissions, experts), and no one else.
   */
  through?: string;
}

export interface StateDef {
  label: Label;
  /** Whether saveOrUpdate may still change the record in this state. */
  editable?: boolean;
}

export type Actor = 'internal' | 'supplier';

export interface ActionDef {
  /** Operation is `do${Capitalised action}`, e.g. `submit` -> `doSubmit`. */
  action: string;
  label: Label;
  from: string[];
  to: string;
  /** Resource code that must be granted to the caller's responsibility. */
  resource: string;
  /** Who performs it; suppliers may only do `supplier` actions, and vice versa. */
  actor?: Actor;
  /** A comment is required (rejections). */
  commentRequired?: boolean;
  /** The user who last submitted may not do this action (four-eyes approvals). */
  forbidSelf?: boolean;
  /** When the document reaches a `from` state, create to-dos for whoever may do this. */
  todo?: boolean;
  /** Notify the record's supplier (notification + supplier to-do) after the action. */
  notifySupplier?: boolean;
  /** Notify the user who made the record after the action (a supplier's answer reaches the buyer who asked). */
  notifyCreator?: boolean;
  /**
   * Values the action takes per line of one child (a supplier's promised dates,
   * received quantities): the body's `lines` holds the line key and these fields
   * of the line definition. Lines not given keep the document's defaults.
   */
  lineInput?: { child: string; fields: string[] };
  /**
   * Header fields the action takes and writes with the transition (a new closing
   * time), checked as a save would check them; each is required.
   */
  input?: string[];
  /**
   * The action changes an approved document: the document as it stood (header and
   * lines) is archived, read-only, as a numbered version, and a new version begins.
   * The definition then offers `versionOperations()` to list and compare versions.
   */
  newVersion?: boolean;
  /**
   * The document binds the business from here on (a submit): its `usable`
   * references, header and lines, are checked again, so a supplier blacklisted or
   * frozen since the draft was saved cannot be committed to. Not from the state a
   * `newVersion` action leads to: a change of approved business runs on.
   */
  commits?: boolean;
  /**
   * Declared effects, written by the engine in the transition's own statements:
   * the date-time field the action stamps with the engine's clock (`approvedDate`),
   * the header fields it empties (a refusal reason answered by a resubmit), and
   * the states it moves the lines of a child to (`lines`: those in `from`, or all).
   */
  stamp?: string;
  clears?: string[];
  lines?: LineEffect[];
}

/** A line-state change an action declares: the child's `field` goes to `to` on lines in `from` (absent: every line). */
export interface LineEffect {
  child: string;
  field: string;
  from?: string[];
  to: string;
}

/**
 * An operation beyond the standard ones and the workflow actions (create an
 * order from pooled lines, copy a document, print labels). The definition names
 * it and the button it needs; the server module that implements it registers a
 * handler under the same name. `hidden` keeps an operation defined without a
 * button until the module that does it exists.
 */
export interface OperationDef {
  /** REST operation name, e.g. `doCreatePurchaseOrder`. */
  operation: string;
  label: Label;
  /** Resource code that must be granted to the caller's responsibility. */
  resource: string;
  /** Who may call it; absent: internal users and suppliers alike. */
  actor?: Actor;
  hidden?: boolean;
  /** Called by other screens' code, with no toolbar button of its own. */
  noButton?: boolean;
  /** The answer is a record of this entity, which the screen then opens. */
  opens?: string;
  /** The answer is a list of printable labels (`{ label }`: SVG markup or an image data URL). */
  prints?: boolean;
  /** Workflow states in which a record's screen offers it (its handler refuses in the others). */
  from?: string[];
  /** Runs on no selected row (a change proposed from the supplier's own record): the list offers it always. */
  noSelection?: boolean;
  /**
   * A `noButton` operation on one record answering a comparison (`VersionComparison`
   * of entity/versions.ts, with `entity` naming the definition compared): the
   * record's screen shows it as a panel to whoever holds its resource.
   */
  panel?: 'comparison';
}

export interface WorkflowDef {
  /** Field holding the state; a lookup field. */
  field: string;
  initial: string;
  states: Record<string, StateDef>;
  actions: ActionDef[];
}

export type FilterOp = 'eq' | 'like' | 'range' | 'in';

export interface FilterDef {
  field: string;
  op: FilterOp;
}

export interface ListView {
  columns: string[];
  filters: (string | FilterDef)[];
  /** Default sort, `-field` for descending. */
  sort?: string[];
  /** Columns with footer sums. */
  summary?: string[];
  /**
   * Largest page this list answers, when SPEC asks one screen for more than the
   * 500 rows every other list stops at (the home's 999 to-dos).
   */
  maxPageRows?: number;
}

/** Shown only for records whose `field` holds one of `values` (a tender's sections, not an inquiry's). */
export interface ShownWhen {
  field: string;
  values: string[];
}

export interface FormSection {
  title: Label;
  fields: string[];
  when?: ShownWhen;
}

export interface FormView {
  sections: FormSection[];
}

export type ReadAccess =
  /** Any signed-in user may read (within scope): lookups, units, currencies. */
  | 'authenticated'
  /** Only responsibilities granted a menu that serves this entity. */
  | 'menu';

export interface EntityDef {
  /** Stable camelCase name, used everywhere as the entity's identity. */
  name: string;
  domain: DomainName;
  label: Label;
  service: ServiceName;
  /** REST name: `/api/{service}/v1/{rest}Restful/{operation}`; null for internal tables. */
  rest: string | null;
  table: string;
  key: string;
  titleField?: string;
  /**
   * When a row may not be chosen by a `usable` reference: a field holding the
   * value, and the message key that says why (a blacklisted or frozen supplier).
   */
  unusableWhen?: { field: string; value: string; key: MessageKey }[];
  /**
   * A supplier's user writes its own record only while this holds (a supplier
   * completing its record before it is introduced); after, its changes are
   * proposed and approved (a change document), and its screen is read-only.
   */
  supplierEditableWhen?: ShownWhen;
  /** What one record is called when the kinds of one entity differ (an inquiry, a tender): `labels` by the value of `field`, else `label`. */
  labelBy?: { field: string; labels: Record<string, Label> };
  fields: FieldDef[];
  children?: ChildDef[];
  /** Set on line entities: the header entity, for scope and permission. */
  parent?: { entity: string; foreignKey: string };
  scope?: ScopeDef;
  workflow?: WorkflowDef;
  list?: ListView;
  form?: FormView;
  /** Tree entities: the field pointing at the parent row. */
  tree?: { parentField: string };
  read?: ReadAccess;
  /**
   * Named list operations of SPEC section 7 (`findByCountry`, `listSummaryByPage`...):
   * listByPage under another name, with filters that must be given.
   */
  namedLists?: Record<string, { required: string[] }>;
  /** Operations beyond the standard ones and the workflow actions. */
  operations?: OperationDef[];
  /**
   * A read-only entity backed by this SELECT (reports, pooled lines): `table`
   * names a view recreated at start-up from it, never a migrated table. The
   * SELECT answers the key, every field as its snake_case column, and the audit
   * columns.
   */
  view?: string;
  /** A view built from the other definitions (the lifecycle timeline): the registry sets `view` from it. */
  viewOf?: (defs: readonly EntityDef[]) => string;
  /** How this supplier-lifecycle document shows on the supplier's timeline (entity/timeline.ts). */
  timeline?: TimelineEntry;
  /**
   * The view is kept as a refreshed summary (a materialized view) instead of being
   * run on every request: see entity/summaries.ts. `indexes`: further column lists
   * (snake_case) indexed on it, for what its readers filter and group by.
   */
  summary?: { refreshMinutes: number; indexes?: string[][] };
  /** Audit trail of field changes (default true). */
  audit?: boolean;
  /** Read-only entity: no saveOrUpdate or delete through REST (logs, outbox). */
  readOnly?: boolean;
  /**
   * Its lists answer an English reader a bilingual field's English companion (falling
   * back to the Chinese): rows the server writes in both languages for readers of
   * either (a supplier's to-do, shared by its users). Never on what people edit, whose
   * form needs both.
   */
  localizedLists?: boolean;
  renamedFrom?: string;
}

/** Declares an entity; the seam where defaults are applied (a document that is approved answers its approval history). */
export function defineEntity<const T extends EntityDef>(def: T): T {
  if (hasApproval(def) && !def.operations?.some((o) => o.operation === LIST_APPROVAL_HISTORY)) {
    return { ...def, operations: [...(def.operations ?? []), ...approvalOperations()] };
  }
  return def;
}

export const AUDIT_FIELDS = ['createdBy', 'creationDate', 'lastUpdatedBy', 'lastUpdateDate', 'versionNum'] as const;
