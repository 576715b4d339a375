import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { localized, msg } from '../../localization.ts';
import { lookupSelectStyles } from './lookup-select.styles.ts';
import type { SrmDropdownToggleDetail } from './lookup-select.events.ts';

/** A lookup entry (SPEC 3), of one lookup type. Other fields of the entry are ignored. */
export interface LookupEntry {
  lookupCode: string;
  meaning: string;
  enabledFlag?: string;
  description?: string;
  [field: string]: unknown;
}

export type LookupValue = string | string[] | null;

let nextId = 0;

/**
 * @summary Dropdown of the entries of one lookup type, single or multiple choice.
 *
 * Entries whose `enabledFlag` is not 'Y' are shown but disabled: they cannot be picked (nor
 * unpicked once in the value). A value code that is not among the entries is kept and
 * shown as the bare code (the entries may arrive later).
 *
 * Keyboard: Enter, Space or Arrow Down opens; arrows, Home and End move; Enter or Space
 * picks; Escape closes. The list opens in the top layer (popover), so table cells and
 * dialogs do not clip it.
 *
 * @fires {Event} change - The user changed the value; `value` is a code, or an array of codes with `multiple`.
 * @fires {Event} input - Same moment as `change`.
 * @fires {CustomEvent<SrmDropdownToggleDetail>} srm-dropdown-toggle - The list opened or closed; detail `{ open }`.
 *
 * @csspart label - Label above the field.
 * @csspart combobox - The focusable field showing the choice.
 * @csspart tag - A chosen entry in multiple mode.
 * @csspart placeholder - Text when nothing is chosen.
 * @csspart clear-button - The clear button.
 * @csspart listbox - The dropdown list.
 * @csspart option - One entry; `option disabled` for a disabled one.
 * @csspart empty - The "No data" line.
 *
 * @cssproperty [--srm-lookup-select-min-width=180px] - Minimum width.
 * @cssproperty [--srm-lookup-select-list-max-height=256px] - Maximum height of the list.
 */
@localized()
export class SrmLookupSelect extends LitElement {
  static override styles = lookupSelectStyles;

  /** The lookup entries to choose from (one lookup type). */
  @property({ attribute: false }) entries: LookupEntry[] = [];

  /** A code, or an array of codes with `multiple` (a comma-separated string, e.g. from the attribute, is accepted too). */
  @property() value: LookupValue = null;

  /** Several entries may be chosen; `value` becomes an array. */
  @property({ type: Boolean, reflect: true }) multiple = false;

  /** Visible label above the control. */
  @property() label = '';

  /** Accessible name when there is no visible label. */
  @property({ attribute: 'accessible-name' }) accessibleName = '';

  /** Text shown when nothing is chosen; "Please select" by default. */
  @property() placeholder = '';

  /** Name used by `<srm-form>` and `validateForm`. */
  @property({ reflect: true }) name = '';

  /** Greys the control out; the value cannot be changed. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** An empty value is invalid (the label shows an asterisk). */
  @property({ type: Boolean, reflect: true }) required = false;

  /** Shows a clear button while something is chosen. */
  @property({ type: Boolean }) clearable = false;

  /** Set while a value matches no entry or `error-message` is set. */
  @property({ type: Boolean, reflect: true }) invalid = false;

  /** Message shown under the control; sets `invalid`. */
  @property({ attribute: 'error-message' }) errorMessage = '';

  /** Whether the list is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  @state() private activeIndex = -1;

  @query('[part=listbox]') private listbox?: HTMLElement;
  @query('[part=combobox]') private combobox?: HTMLElement;

  private readonly uid = `srm-ls-${++nextId}`;

  /** The chosen codes as an array, whatever the shape of `value`. */
  get selectedCodes(): string[] {
    const v = this.value;
    if (v === null || v === undefined || v === '') return [];
    if (Array.isArray(v)) return v.map(String);
    return this.multiple ? String(v).split(',').filter(Boolean) : [String(v)];
  }

  private isEnabled(entry: LookupEntry): boolean {
    return entry.enabledFlag === 'Y';
  }

  private meaningOf(code: string): string {
    return (this.entries ?? []).find((e) => e.lookupCode === code)?.meaning ?? code;
  }

  /** Focuses the combobox inside. */
  override focus(options?: FocusOptions): void {
    this.combobox?.focus(options);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('pointerdown', this.onDocumentPointerDown, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.onDocumentPointerDown, true);
    window.removeEventListener('scroll', this.reposition, true);
    window.removeEventListener('resize', this.reposition);
  }

  private onDocumentPointerDown = (event: Event) => {
    if (this.open && !event.composedPath().includes(this)) this.setOpen(false);
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('disabled') && this.disabled && this.open) this.open = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.listbox) {
      const list = this.listbox as HTMLElement & { showPopover?: () => void; hidePopover?: () => void };
      if (this.open) {
        if (list.showPopover && !list.matches(':popover-open')) list.showPopover();
        this.reposition();
        window.addEventListener('scroll', this.reposition, true);
        window.addEventListener('resize', this.reposition);
        list.querySelector('.active')?.scrollIntoView({ block: 'nearest' });
      } else {
        if (list.hidePopover && list.matches(':popover-open')) list.hidePopover();
        window.removeEventListener('scroll', this.reposition, true);
        window.removeEventListener('resize', this.reposition);
      }
    }
    if ((changed as Map<PropertyKey, unknown>).has('activeIndex') && this.open) this.listbox?.querySelector('.active')?.scrollIntoView({ block: 'nearest' });
  }

  private reposition = () => {
    const field = this.renderRoot.querySelector('.field') as HTMLElement | null;
    if (!field || !this.listbox) return;
    const r = field.getBoundingClientRect();
    const s = this.listbox.style;
    s.minWidth = `${r.width}px`;
    s.left = `${r.left}px`;
    const below = window.innerHeight - r.bottom;
    if (below < 200 && r.top > below) {
      s.top = 'auto';
      s.bottom = `${window.innerHeight - r.top + 2}px`;
    } else {
      s.bottom = 'auto';
      s.top = `${r.bottom + 2}px`;
    }
  };

  private setOpen(open: boolean): void {
    if (open && this.disabled) return;
    if (this.open === open) return;
    this.open = open;
    if (open) {
      const codes = this.selectedCodes;
      const first = this.entries.findIndex((e) => codes.includes(e.lookupCode));
      this.activeIndex = first >= 0 ? first : this.step(-1, 1);
    }
    this.dispatchEvent(new CustomEvent<SrmDropdownToggleDetail>('srm-dropdown-toggle', { detail: { open }, bubbles: true, composed: true }));
  }

  /** Next enabled index from `from` in direction `dir`; stays put when none. */
  private step(from: number, dir: 1 | -1): number {
    const list = this.entries ?? [];
    for (let i = from + dir; i >= 0 && i < list.length; i += dir) if (this.isEnabled(list[i])) return i;
    return from;
  }

  /** Picks or unpicks an entry, as a user would. Disabled entries are refused. */
  private pick(entry: LookupEntry | undefined): void {
    if (!entry || !this.isEnabled(entry) || this.disabled) return;
    const codes = this.selectedCodes;
    if (this.multiple) {
      const next = codes.includes(entry.lookupCode) ? codes.filter((c) => c !== entry.lookupCode) : [...codes, entry.lookupCode];
      this.value = next;
    } else {
      this.value = entry.lookupCode;
      this.setOpen(false);
      this.combobox?.focus();
    }
    this.announce();
  }

  private clear(event: Event): void {
    event.stopPropagation();
    // Disabled entries stay: they could not have been unpicked one by one either.
    const keep = this.selectedCodes.filter((c) => {
      const e = this.entries.find((x) => x.lookupCode === c);
      return e !== undefined && !this.isEnabled(e);
    });
    this.value = this.multiple ? keep : (keep[0] ?? null);
    this.announce();
    this.combobox?.focus();
  }

  private announce(): void {
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (this.disabled) return;
    const list = this.entries ?? [];
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!this.open) this.setOpen(true);
        else this.activeIndex = this.step(this.activeIndex, 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!this.open) this.setOpen(true);
        else this.activeIndex = this.step(this.activeIndex, -1);
        break;
      case 'Home':
        if (this.open) {
          event.preventDefault();
          this.activeIndex = this.step(-1, 1);
        }
        break;
      case 'End':
        if (this.open) {
          event.preventDefault();
          this.activeIndex = this.step(list.length, -1);
        }
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (!this.open) this.setOpen(true);
        else this.pick(list[this.activeIndex]);
        break;
      case 'Escape':
        if (this.open) {
          event.preventDefault();
          event.stopPropagation();
          this.setOpen(false);
        }
        break;
      case 'Tab':
        this.setOpen(false);
        break;
      default:
        break;
    }
  }

  private get placeholderText(): string {
    return this.placeholder || msg('Please select', { id: 'lookup-select.placeholder', desc: 'Shown when no lookup entry is chosen' });
  }

  private renderChoice() {
    const codes = this.selectedCodes;
    if (codes.length === 0) {
      return html`<span part="placeholder">${this.placeholderText}</span>`;
    }
    if (!this.multiple) return html`<span part="value">${this.meaningOf(codes[0])}</span>`;
    return codes.map((c) => html`<span part="tag">${this.meaningOf(c)}</span>`);
  }

  override render() {
    const list = this.entries ?? [];
    const codes = this.selectedCodes;
    const active = this.open && this.activeIndex >= 0 ? `${this.uid}-o${this.activeIndex}` : undefined;
    const message = this.errorMessage;
    return html`${this.label ? html`<span part="label" id="label" class=${this.required ? 'required' : ''}>${this.label}</span>` : nothing}
      <div class="field">
        <div
          part="combobox"
          role="combobox"
          tabindex=${this.disabled ? '-1' : '0'}
          aria-haspopup="listbox"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="listbox"
          aria-disabled=${this.disabled ? 'true' : 'false'}
          aria-required=${this.required ? 'true' : 'false'}
          aria-invalid=${this.invalid ? 'true' : 'false'}
          aria-labelledby=${ifDefined(this.label ? 'label value' : undefined)}
          aria-label=${ifDefined(this.label ? undefined : this.accessibleName || this.placeholderText)}
          aria-activedescendant=${ifDefined(active)}
          aria-describedby=${ifDefined(message ? 'error' : undefined)}
          @click=${() => this.setOpen(!this.open)}
          @keydown=${this.onKeyDown}
        >
          <span id="value" class="choice">${this.renderChoice()}</span>
        </div>
        ${
          this.clearable && codes.length && !this.disabled
            ? html`<button type="button" class="clear" part="clear-button" aria-label=${msg('Clear', { id: 'lookup-select.clear', desc: 'Button that clears the chosen entries' })} @click=${this.clear}>×</button>`
            : nothing
        }
      </div>
      <ul
        id="listbox"
        part="listbox"
        role="listbox"
        popover="manual"
        aria-multiselectable=${this.multiple ? 'true' : 'false'}
        aria-label=${this.label || this.accessibleName || msg('Options', { id: 'lookup-select.options', desc: 'Accessible name of the dropdown list' })}
        ?hidden=${!this.open}
      >
        ${
          list.length === 0
            ? html`<li part="empty" role="presentation">${msg('No data', { id: 'lookup-select.empty', desc: 'The lookup has no entries' })}</li>`
            : list.map((entry, index) => {
                const enabled = this.isEnabled(entry);
                const selected = codes.includes(entry.lookupCode);
                return html`<li
                id="${this.uid}-o${index}"
                part=${enabled ? 'option' : 'option disabled'}
                role="option"
                class=${index === this.activeIndex ? 'active' : ''}
                aria-selected=${selected ? 'true' : 'false'}
                aria-disabled=${enabled ? 'false' : 'true'}
                data-code=${entry.lookupCode}
                @pointerdown=${(e: Event) => e.preventDefault()}
                @click=${() => {
                  this.activeIndex = index;
                  this.pick(entry);
                }}
              >
                ${this.multiple ? html`<span class="check" aria-hidden="true">${selected ? '☑' : '☐'}</span>` : nothing}
                <span>${entry.meaning}</span>
              </li>`;
              })
        }
      </ul>
      ${message ? html`<span id="error" part="error" role="alert">${message}</span>` : nothing}`;
  }
}
