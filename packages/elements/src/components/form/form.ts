import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { readValues, validateField, validateForm, type FormRules, type ValidationResult } from '../../validation/validate.ts';
import { formStyles } from './form.styles.ts';
import type { SrmFormSubmitDetail, SrmFormValidateDetail } from './form.events.ts';

/**
 * @summary Validates the named controls inside it against `rules` (SPEC 5 rules or any from the host).
 *
 * Put controls with a `name` inside (native inputs, `<srm-select>`, `<srm-lookup-select>`,
 * `<srm-yn-checkbox>`, `<srm-date-picker>`, …) and give `rules` as `{ field: rule | rule[] }`
 * where a rule is `(value, context) => true | message` (see `validation/rules.ts`).
 * `validate()` marks every field (custom elements get `invalid` and `errorMessage`, native
 * ones a custom validity; an element with `data-error-for="field"` shows the message) and
 * answers `{ valid, errors }`. After the first run each field is checked again when it
 * changes. A `<form>` inside is validated on submit (by us: it gets `novalidate`); a valid one
 * fires `srm-form-submit`.
 * Works in `validateFormGroup([formA, formB], onSuccess, onFailure)`.
 *
 * @slot - The form content.
 *
 * @fires {CustomEvent<SrmFormValidateDetail>} srm-form-validate - After each `validate()`; detail `{ valid, errors }`.
 * @fires {CustomEvent<SrmFormSubmitDetail>} srm-form-submit - A valid inner `<form>` was submitted; detail `{ values }`.
 */
export class SrmForm extends LitElement {
  static override styles = formStyles;

  /** Rules per field name. */
  @property({ attribute: false }) rules: FormRules = {};

  /** Set after a failed validation until a passing one. */
  @property({ type: Boolean, reflect: true }) invalid = false;

  private validatedOnce = false;

  /** The current values of the named controls. */
  get values(): Record<string, unknown> {
    return readValues(this);
  }

  /** Validates every field with rules and marks them. */
  validate(): ValidationResult {
    const result = validateForm(this, this.rules ?? {});
    this.validatedOnce = true;
    this.invalid = !result.valid;
    this.dispatchEvent(new CustomEvent<SrmFormValidateDetail>('srm-form-validate', { detail: { ...result }, bubbles: true, composed: true }));
    return result;
  }

  /** Clears every mark. */
  resetValidation(): void {
    const clear: FormRules = {};
    for (const name of Object.keys(this.rules ?? {})) clear[name] = [];
    validateForm(this, clear);
    this.validatedOnce = false;
    this.invalid = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('change', this.onFieldChange);
    this.addEventListener('input', this.onFieldChange);
    this.addEventListener('submit', this.onSubmit);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('change', this.onFieldChange);
    this.removeEventListener('input', this.onFieldChange);
    this.removeEventListener('submit', this.onSubmit);
  }

  private onFieldChange = (event: Event) => {
    if (!this.validatedOnce) return;
    const target = event.composedPath().find((n) => n instanceof Element && n.hasAttribute('name')) as Element | undefined;
    const name = target?.getAttribute('name');
    if (!name || !(name in (this.rules ?? {}))) return;
    // Re-check this one field and update its mark only.
    const values = this.values;
    const single = validateField(values[name], this.rules[name], { field: name, values });
    validateForm(this, { [name]: () => single });
    if (single === true && this.invalid) this.invalid = !validateFormQuiet(values, this.rules);
  };

  private onSubmit = (event: Event) => {
    event.preventDefault();
    const result = this.validate();
    if (result.valid) {
      this.dispatchEvent(new CustomEvent<SrmFormSubmitDetail>('srm-form-submit', { detail: { values: this.values }, bubbles: true, composed: true }));
    }
  };

  /** Inner forms leave validation to us: the browser would otherwise block submit on our marks. */
  private onSlotChange = () => {
    this.querySelectorAll('form').forEach((f) => (f.noValidate = true));
  };

  override render() {
    return html`<slot @slotchange=${this.onSlotChange}></slot>`;
  }
}

function validateFormQuiet(values: Record<string, unknown>, rules: FormRules): boolean {
  return Object.keys(rules).every((field) => validateField(values[field], rules[field], { field, values }) === true);
}
