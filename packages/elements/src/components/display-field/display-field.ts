import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { localized } from '../../localization.ts';
import { displayFieldStyles } from './display-field.styles.ts';
import { formatDate, formatNumber, lookupMeaning, type LookupLike } from './format.ts';

export type DisplayFieldType = 'text' | 'lookup' | 'number' | 'date' | 'datetime' | 'year' | 'month';

/**
 * @summary Read-only display of a value: text, lookup meaning, formatted number or date.
 *
 * - `lookup`: the meaning of the code among `entries` (codes in an array or a comma list
 *   each get their meaning; an unknown code is shown as is);
 * - `number`: thousands separators (unless `thousandsHidden`) and `precision` decimals;
 * - `date`, `datetime`, `year`, `month`: SPEC 9 patterns yyyy-MM-dd, yyyy-MM-dd HH:mm:ss,
 *   yyyy, yyyy-MM. A value that cannot be read as a date is shown as given.
 *
 * @csspart label - The label.
 * @csspart value - The formatted value.
 * @csspart empty - The placeholder shown for an empty value.
 *
 * @cssproperty [--srm-display-field-color=var(--srm-color-text)] - Text colour of the value.
 */
@localized()
export class SrmDisplayField extends LitElement {
  static override styles = displayFieldStyles;

  /** The raw value. */
  @property({ attribute: true }) value: unknown = '';

  /** How to format the value. */
  @property({ reflect: true }) type: DisplayFieldType = 'text';

  /** Lookup entries for `type="lookup"`. */
  @property({ attribute: false }) entries: LookupLike[] = [];

  /** Decimals for `type="number"`. */
  @property({ type: Number }) precision?: number;

  /** Turns thousands separators off for `type="number"`. */
  @property({ type: Boolean, attribute: 'thousands-hidden' }) thousandsHidden = false;

  /** Label shown above (or beside, with `inline`) the value. */
  @property() label = '';

  /** Shown for an empty value (default nothing). */
  @property() placeholder = '';

  /** `inline` puts the label beside the value. */
  @property({ reflect: true }) layout: 'stacked' | 'inline' = 'stacked';

  /** The text shown for the current value and type. */
  get formatted(): string {
    const v = this.value;
    switch (this.type) {
      case 'lookup':
        return lookupMeaning(v, this.entries);
      case 'number':
        return formatNumber(v, { precision: this.precision, thousands: !this.thousandsHidden });
      case 'date':
      case 'datetime':
      case 'year':
      case 'month':
        return formatDate(v, this.type);
      default:
        return v === null || v === undefined ? '' : String(v);
    }
  }

  override render() {
    const text = this.formatted;
    return html`${this.label ? html`<span part="label" id="label">${this.label}</span>` : nothing}
      <span part="value" title=${text}
        >${text === '' && this.placeholder ? html`<span part="empty">${this.placeholder}</span>` : text}</span
      >`;
  }
}
