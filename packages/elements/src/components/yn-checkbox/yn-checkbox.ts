import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { localized, msg, str } from '../../localization.ts';
import { ynCheckboxStyles } from './yn-checkbox.styles.ts';
import type { SrmInvalidValueDetail } from './yn-checkbox.events.ts';

/** 'Y' or 'N'; anything else is kept and reported as invalid. */
export type YesNo = 'Y' | 'N';

export const isYesNo = (value: unknown): value is YesNo => value === 'Y' || value === 'N';

/**
 * @summary A checkbox whose value is the flag 'Y' (ticked) or 'N' (not ticked).
 *
 * SPEC 4: checkbox fields use Y and N and any other value is an error. Such a value
 * (also `undefined` once the element is shown, unless `emptyAllowed`) is never coerced:
 * it is kept in `value`, the element is marked `invalid` and `srm-invalid-value` fires.
 *
 * @slot - The label; the `label` property is used when the slot is empty.
 *
 * @fires {Event} change - The user ticked or unticked the box; `value` is 'Y' or 'N'.
 * @fires {Event} input - Same moment as `change`.
 * @fires {CustomEvent<SrmInvalidValueDetail>} srm-invalid-value - `value` was set to something other than 'Y' or 'N'; detail `{ value }`.
 *
 * @csspart checkbox - The native checkbox.
 * @csspart label - The label text.
 * @csspart error - The message shown for an invalid value.
 *
 * @cssproperty [--srm-yn-checkbox-size=16px] - Size of the box.
 * @cssproperty [--srm-yn-checkbox-gap=var(--srm-space-s)] - Space between box and label.
 */
@localized()
export class SrmYnCheckbox extends LitElement {
  static override styles = ynCheckboxStyles;

  /** 'Y' or 'N'. Any other value is kept, marks the element invalid and fires `srm-invalid-value`. */
  @property({ attribute: true }) value: unknown = 'N';

  /** Visible label (the default slot overrides it). */
  @property() label = '';

  /** Accessible name when no visible label is given (e.g. in a grid cell). */
  @property({ attribute: 'accessible-name' }) accessibleName = '';

  /** Name used by `<srm-form>` and `validateForm`. */
  @property({ reflect: true }) name = '';

  /** Greys the box out; it cannot be ticked or focused. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Shows the value, which cannot be changed; the box can still be focused. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** Treat `undefined`, `null` and '' as 'N' without reporting them (new records). */
  @property({ type: Boolean, attribute: 'empty-allowed' }) emptyAllowed = false;

  /** Set while `value` is not 'Y' or 'N'. */
  @property({ type: Boolean, reflect: true }) invalid = false;

  /** Message shown next to the box when invalid (also set by `validateForm`). */
  @property({ attribute: 'error-message' }) errorMessage = '';

  /** Whether `value` is 'Y'. */
  get checked(): boolean {
    return this.value === 'Y';
  }

  private isAcceptable(value: unknown): boolean {
    return isYesNo(value) || (this.emptyAllowed && (value === undefined || value === null || value === ''));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') || changed.has('emptyAllowed')) {
      this.invalid = !this.isAcceptable(this.value);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('value') || changed.has('emptyAllowed')) && this.invalid) {
      this.dispatchEvent(
        new CustomEvent<SrmInvalidValueDetail>('srm-invalid-value', {
          detail: { value: this.value },
          bubbles: true,
          composed: true,
        }),
      );
    }
  }

  private onChange(event: Event): void {
    const input = event.target as HTMLInputElement;
    if (this.disabled || this.readonly) {
      input.checked = this.checked;
      return;
    }
    this.value = input.checked ? 'Y' : 'N';
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  private onClick(event: Event): void {
    if (this.readonly) event.preventDefault();
  }

  override render() {
    const bad = this.invalid && !this.errorMessage;
    const shown = String(this.value);
    const message =
      this.errorMessage || (bad ? msg(str`Invalid value: ${shown}`, { id: 'yn-checkbox.invalid', desc: 'A Y/N checkbox got a value other than Y or N' }) : '');
    return html`<label part="base">
        <input
          part="checkbox"
          type="checkbox"
          .checked=${this.checked}
          ?disabled=${this.disabled}
          aria-readonly=${ifDefined(this.readonly ? 'true' : undefined)}
          aria-invalid=${this.invalid ? 'true' : 'false'}
          aria-label=${ifDefined(this.accessibleName || undefined)}
          aria-describedby=${ifDefined(message ? 'error' : undefined)}
          @click=${this.onClick}
          @change=${this.onChange}
        /><span part="label"><slot>${this.label}</slot></span>
      </label>${message ? html`<span id="error" part="error" role="alert">${message}</span>` : nothing}`;
  }
}
