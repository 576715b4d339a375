import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg } from '../../localization.ts';
import { lookupMeaning, type LookupLike } from '../display-field/format.ts';
import '../yn-checkbox/srm-yn-checkbox.ts';
import type { SrmYnCheckbox } from '../yn-checkbox/yn-checkbox.ts';
import { inspectionSiteTableStyles } from './inspection-site-table.styles.ts';
import type { SrmSiteChangeDetail } from './inspection-site-table.events.ts';

/** An inspection site row (SPEC 3). */
export interface InspectionSite {
  siteName: string;
  ouName?: string;
  /** Code of lookup type SLC_SUPPLIER_STATUS. */
  siteStatus?: string;
  /** 'Y' or 'N': takes part in the inspection. */
  inspectFlag?: string;
  /** 'Y' when the row's participation may be changed. */
  editFlag?: string;
  [field: string]: unknown;
}

/** Lookup type of the site status column. */
export const SITE_STATUS_LOOKUP = 'SLC_SUPPLIER_STATUS';

/** SPEC 5/6: the participation checkbox is editable only for internal users when the row's editFlag is Y. */
export function canEditInspection(userType: string | null | undefined, row: InspectionSite, readonly = false): boolean {
  return !readonly && String(userType ?? '').startsWith('INSIDE') && row?.editFlag === 'Y';
}

/**
 * @summary Sub-table of a supplier's sites in an inspection: site name, organization, site status, participates in inspection.
 *
 * Site status shows the meaning from lookup SLC_SUPPLIER_STATUS: `lookups` is either that
 * type's entries or all lookups grouped by type. The participation box (a
 * `<srm-yn-checkbox>`, so a flag other than Y/N is flagged) can be changed only when
 * `userType` starts with INSIDE and the row's `editFlag` is 'Y'; a change replaces the row
 * in `rows` with a new object and fires `srm-site-change`.
 *
 * @fires {CustomEvent<SrmSiteChangeDetail>} srm-site-change - The user ticked or unticked a row; detail `{ index, row, rows, field }`.
 *
 * @csspart table - The table.
 * @csspart empty - The "No data" row.
 *
 * @cssproperty [--srm-inspection-site-table-header-background=var(--srm-color-header-background)] - Header background.
 */
@localized()
export class SrmInspectionSiteTable extends LitElement {
  static override styles = inspectionSiteTableStyles;

  /** The inspection sites, one row each; a tick replaces the row with a new object. */
  @property({ attribute: false }) rows: InspectionSite[] = [];

  /** Entries of SLC_SUPPLIER_STATUS, or lookups grouped by type. */
  @property({ attribute: false }) lookups: LookupLike[] | Record<string, LookupLike[]> = [];

  /** The current user's type (INSIDE…, EX…). */
  @property({ attribute: 'user-type' }) userType = '';

  /** Makes every row read-only (document not editable). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** Caption of the table; "Inspection sites" by default. */
  @property() caption = '';

  private get statusEntries(): LookupLike[] {
    const l = this.lookups;
    if (Array.isArray(l)) return l;
    return l?.[SITE_STATUS_LOOKUP] ?? [];
  }

  private onToggle(index: number, event: Event): void {
    event.stopPropagation();
    const box = event.target as SrmYnCheckbox;
    const old = this.rows[index];
    if (!old || !canEditInspection(this.userType, old, this.readonly)) {
      box.value = old?.inspectFlag;
      return;
    }
    const row: InspectionSite = { ...old, inspectFlag: String(box.value) };
    const rows = this.rows.map((r, i) => (i === index ? row : r));
    this.rows = rows;
    this.dispatchEvent(
      new CustomEvent<SrmSiteChangeDetail>('srm-site-change', {
        detail: { index, row, rows, field: 'inspectFlag' },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    const rows = this.rows ?? [];
    const entries = this.statusEntries;
    const participates = msg('Participates in inspection', {
      id: 'inspection-site-table.inspect',
      desc: 'Column header: the site takes part in the inspection',
    });
    return html`<table part="table">
      <caption>${this.caption || msg('Inspection sites', { id: 'inspection-site-table.caption', desc: 'Default caption of the table' })}</caption>
      <thead>
        <tr>
          <th scope="col">${msg('Site name', { id: 'inspection-site-table.siteName', desc: 'Column header' })}</th>
          <th scope="col">${msg('Organization', { id: 'inspection-site-table.organization', desc: 'Column header' })}</th>
          <th scope="col">${msg('Site status', { id: 'inspection-site-table.siteStatus', desc: 'Column header' })}</th>
          <th scope="col" class="check">${participates}</th>
        </tr>
      </thead>
      <tbody>
        ${
          rows.length === 0
            ? html`<tr><td part="empty" colspan="4">${msg('No data', { id: 'inspection-site-table.empty', desc: 'No sites' })}</td></tr>`
            : rows.map((row, index) => {
                const editable = canEditInspection(this.userType, row, this.readonly);
                return html`<tr data-index=${index}>
                <td>${row.siteName}</td>
                <td>${row.ouName ?? ''}</td>
                <td>${lookupMeaning(row.siteStatus, entries)}</td>
                <td class="check">
                  <srm-yn-checkbox
                    .value=${row.inspectFlag}
                    accessible-name=${`${participates}: ${row.siteName}`}
                    ?readonly=${!editable}
                    ?disabled=${!editable}
                    @change=${(e: Event) => this.onToggle(index, e)}
                  ></srm-yn-checkbox>
                </td>
              </tr>`;
              })
        }
      </tbody>
    </table>${nothing}`;
  }
}
