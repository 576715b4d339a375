import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { localized, msg, str } from '../../localization.ts';
import { selectStyles } from './select.styles.ts';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/**
 * @summary Generic single-value select over `options` ({ value, label, disabled }).
 *
 * Built on the native `<select>`, so keyboard, screen readers and mobile pickers work as
 * users expect. A `value` that matches no option is kept (not reset), marks the element
 * `invalid` and is shown as an extra "unknown value" entry.
 *
 * @fires {Event} change - The user picked an option; read `value`.
 * @fires {Event} input - Same moment as `change`.
 *
 * @csspart label - The label above the control.
 * @csspart select - The native select.
 * @csspart error - The error message.
 *
 * @cssproperty [--srm-select-min-width=160px] - Minimum width.
 */
@localized()
export class SrmSelect extends LitElement {
  static override styles = selectStyles;

  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  /** The options; a disabled option cannot be picked. */
  @property({ attribute: false }) options: SelectOption[] = [];

  /** The selected option's value ('' or null for none). */
  @property() value: string | number | null = '';

  /** Visible label above the control. */
  @property() label = '';

  /** Accessible name when there is no visible label. */
  @property({ attribute: 'accessible-name' }) accessibleName = '';

  /** Text of the empty choice; by default "Please select". */
  @property() placeholder = '';

  /** Name of the native select, used by `<srm-form>` and `validateForm`. */
  @property({ reflect: true }) name = '';

  /** Greys the control out; the value cannot be changed. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** An empty value is invalid (the label shows an asterisk). */
  @property({ type: Boolean, reflect: true }) required = false;

  /** Hides the empty choice once a value is chosen (the user cannot clear it). */
  @property({ type: Boolean, attribute: 'clear-hidden' }) clearHidden = false;

  /** Set while the value matches no option or `error-message` is set. */
  @property({ type: Boolean, reflect: true }) invalid = false;

  /** Message shown under the control; sets `invalid`. */
  @property({ attribute: 'error-message' }) errorMessage = '';

  @query('select') private select!: HTMLSelectElement;

  private get isEmpty(): boolean {
    return this.value === '' || this.value === null || this.value === undefined;
  }

  /** True when `value` is set but matches no option. */
  get unknownValue(): boolean {
    return !this.isEmpty && !(this.options ?? []).some((o) => String(o.value) === String(this.value));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') || changed.has('options')) this.invalid = this.unknownValue || Boolean(this.errorMessage);
    if (changed.has('errorMessage')) this.invalid = this.unknownValue || Boolean(this.errorMessage);
  }

  protected override updated(): void {
    // Keep the native control in line with `value` (options may have been re-rendered).
    const wanted = this.isEmpty ? '' : String(this.value);
    if (this.select && this.select.value !== wanted) this.select.value = wanted;
  }

  private onChange(event: Event): void {
    event.stopPropagation();
    const raw = this.select.value;
    const option = (this.options ?? []).find((o) => String(o.value) === raw);
    this.value = option ? option.value : '';
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  override render() {
    const placeholder = this.placeholder || msg('Please select', { id: 'select.placeholder', desc: 'Empty choice of a select' });
    const unknown = this.unknownValue;
    const message =
      this.errorMessage || (unknown ? msg(str`Unknown value: ${String(this.value)}`, { id: 'select.unknownValue', desc: 'The value matches no option' }) : '');
    return html`${this.label ? html`<label part="label" for="select" class=${this.required ? 'required' : ''}>${this.label}</label>` : nothing}
      <select
        id="select"
        part="select"
        name=${ifDefined(this.name || undefined)}
        ?disabled=${this.disabled}
        ?required=${this.required}
        aria-label=${ifDefined(this.label ? undefined : this.accessibleName || placeholder)}
        aria-invalid=${this.invalid ? 'true' : 'false'}
        aria-describedby=${ifDefined(message ? 'error' : undefined)}
        @change=${this.onChange}
        @input=${(e: Event) => e.stopPropagation()}
      >
        ${this.clearHidden && !this.isEmpty ? nothing : html`<option value="">${placeholder}</option>`}
        ${unknown ? html`<option value=${String(this.value)} disabled>${String(this.value)}</option>` : nothing}
        ${(this.options ?? []).map((o) => html`<option value=${String(o.value)} ?disabled=${Boolean(o.disabled)}>${o.label}</option>`)}
      </select>
      ${message ? html`<span id="error" part="error" role="alert">${message}</span>` : nothing}`;
  }
}
