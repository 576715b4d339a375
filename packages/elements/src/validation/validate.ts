import { resolveRuleResult, type RuleContext, type ValidationRule } from './rules.ts';

/** Rules per field name. A single rule or a list; the first failing rule gives the message. */
export type FormRules = Record<string, ValidationRule | readonly ValidationRule[]>;

export interface ValidationResult {
  valid: boolean;
  /** Message per failing field name. */
  errors: Record<string, string>;
}

const asList = (rule: ValidationRule | readonly ValidationRule[] | undefined): readonly ValidationRule[] =>
  rule === undefined ? [] : typeof rule === 'function' ? [rule] : rule;

/** Runs the rules of one field; a rule that throws is reported as a developer error in the console and counted as failed. */
export function validateField(value: unknown, rules: ValidationRule | readonly ValidationRule[] | undefined, context: RuleContext = {}): true | string {
  for (const rule of asList(rules)) {
    if (typeof rule !== 'function') continue;
    let answer: ReturnType<ValidationRule>;
    try {
      answer = rule(value, context);
    } catch (error) {
      console.error(`[srm validation] rule for "${context.field ?? '?'}" threw`, error);
      return String((error as Error)?.message ?? error);
    }
    const resolved = resolveRuleResult(answer);
    if (resolved !== true) return resolved;
  }
  return true;
}

/** Validates a plain object of values against rules. */
export function validateValues(values: Record<string, unknown>, rules: FormRules): ValidationResult {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(rules)) {
    const result = validateField(values[field], rules[field], { field, values });
    if (result !== true) errors[field] = result;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

type Control = HTMLElement & {
  name?: string;
  value?: unknown;
  checked?: boolean;
  invalid?: boolean;
  errorMessage?: string;
  setCustomValidity?: (message: string) => void;
};

/** Named controls under a container, including light DOM of custom elements (not their shadow roots). */
export function namedControls(container: ParentNode): Map<string, Control[]> {
  const map = new Map<string, Control[]>();
  for (const el of Array.from(container.querySelectorAll<Control>('[name]'))) {
    const name = el.getAttribute('name') ?? el.name;
    if (!name) continue;
    if (!map.has(name)) map.set(name, []);
    map.get(name)!.push(el);
  }
  return map;
}

function controlValue(controls: Control[]): unknown {
  const first = controls[0];
  if (first instanceof HTMLInputElement && (first.type === 'radio' || first.type === 'checkbox')) {
    if (first.type === 'radio') return controls.find((c) => c.checked)?.value ?? '';
    if (controls.length > 1) return controls.filter((c) => c.checked).map((c) => c.value);
    return first.checked ? first.value || 'Y' : '';
  }
  if (first instanceof HTMLSelectElement && first.multiple) {
    return Array.from(first.selectedOptions).map((o) => o.value);
  }
  return first.value;
}

/** Reads the values of the named controls of a container. */
export function readValues(container: ParentNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, controls] of namedControls(container)) values[name] = controlValue(controls);
  return values;
}

function mark(container: ParentNode, controls: Control[] | undefined, name: string, message: string | undefined): void {
  for (const control of controls ?? []) {
    const isNative = control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement;
    if (isNative) {
      control.setCustomValidity?.(message ?? '');
    } else {
      if ('invalid' in control) control.invalid = Boolean(message);
      if ('errorMessage' in control) control.errorMessage = message ?? '';
    }
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
  const slot = container.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
  if (slot) slot.textContent = message ?? '';
}

/**
 * Validates a form. `form` is either a plain object of values, or an element (a `<form>`,
 * an `<srm-form>`, any container) whose named controls are read and marked: custom
 * elements get `invalid`/`errorMessage`, native controls a custom validity, every control
 * `aria-invalid`, and an element with `data-error-for="<name>"` receives the message.
 */
export function validateForm(form: ParentNode | Record<string, unknown>, rules: FormRules): ValidationResult {
  if (typeof Node !== 'undefined' && form instanceof Node) {
    const container = form as ParentNode;
    const controls = namedControls(container);
    const values = readValues(container);
    const result = validateValues(values, rules);
    for (const name of Object.keys(rules)) mark(container, controls.get(name), name, result.errors[name]);
    return result;
  }
  return validateValues(form as Record<string, unknown>, rules);
}

/** Anything with a `validate()` method, such as `<srm-form>`, or a `{ form, rules }` pair. */
export type ValidatableForm =
  | { validate(): boolean | ValidationResult | Promise<boolean | ValidationResult> }
  | { form: ParentNode | Record<string, unknown>; rules: FormRules };

export interface FormGroupFailure {
  index: number;
  form: ValidatableForm;
  errors: Record<string, string>;
}

const outcome = (answer: boolean | ValidationResult): ValidationResult =>
  typeof answer === 'boolean' ? { valid: answer, errors: {} } : { valid: Boolean(answer?.valid), errors: answer?.errors ?? {} };

/**
 * Runs every form of the group (all of them, so every field gets its mark), then calls
 * `onSuccess()` when all pass or `onFailure(failures)` otherwise.
 *
 * A group that is not an array or a callback that is not a function is a developer error
 * and throws a `TypeError` at once.
 */
export function validateFormGroup(
  group: readonly ValidatableForm[],
  onSuccess: () => void,
  onFailure?: (failures: FormGroupFailure[]) => void,
): Promise<boolean> {
  if (!Array.isArray(group)) {
    throw new TypeError('validateFormGroup: the form group must be an array of forms');
  }
  if (typeof onSuccess !== 'function') {
    throw new TypeError('validateFormGroup: the success callback must be a function');
  }
  if (onFailure !== undefined && typeof onFailure !== 'function') {
    throw new TypeError('validateFormGroup: the failure callback must be a function');
  }
  return Promise.all(
    group.map(async (form) => {
      if (form && typeof (form as { validate?: unknown }).validate === 'function') {
        return outcome(await (form as { validate(): boolean | ValidationResult | Promise<boolean | ValidationResult> }).validate());
      }
      if (form && 'form' in form && 'rules' in form) return validateForm(form.form, form.rules);
      throw new TypeError('validateFormGroup: every member must have validate() or be a { form, rules } pair');
    }),
  ).then((results) => {
    const failures: FormGroupFailure[] = [];
    results.forEach((r, index) => {
      if (!r.valid) failures.push({ index, form: group[index], errors: r.errors });
    });
    if (failures.length === 0) onSuccess();
    else onFailure?.(failures);
    return failures.length === 0;
  });
}
