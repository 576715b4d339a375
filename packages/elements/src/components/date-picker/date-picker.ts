import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import '@vaadin/date-picker/vaadin-date-picker.js';
import type { DatePicker, DatePickerDate, DatePickerI18n } from '@vaadin/date-picker';
import { localized, msg, str } from '../../localization.ts';
import { datePickerStyles } from './date-picker.styles.ts';

export type DatePickerType = 'date' | 'datetime';

const pad = (n: number) => String(n).padStart(2, '0');
const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Splits 'yyyy-MM-dd[ HH:mm[:ss]]' into a checked date and time; null when it is not a real date/time. */
export function parseDateTime(value: string): { date: string; time: string | null } | null {
  const m = VALUE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
  if (h === undefined) return { date: `${y}-${mo}-${d}`, time: null };
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  return { date: `${y}-${mo}-${d}`, time: `${h}:${mi}:${s ?? '00'}` };
}

/** Date picker formatting: always yyyy-MM-dd (SPEC 9), whatever the language. */
export function formatPickerDate(d: DatePickerDate): string {
  return `${String(d.year).padStart(4, '0')}-${pad(d.month + 1)}-${pad(d.day)}`;
}

/** Reads what a user types: yyyy-MM-dd, yyyy/M/d, yyyy.M.d or yyyyMMdd. */
export function parsePickerDate(text: string): DatePickerDate | undefined {
  const t = text.trim();
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  const day = Number(m[3]);
  const check = new Date(year, month, day);
  if (check.getMonth() !== month || check.getDate() !== day) return undefined;
  return { year, month, day };
}

/** The localized calendar texts for an Intl locale. */
export function calendarI18n(locale: string, texts: { today: string; cancel: string; title: (month: string, year: number) => string }): DatePickerI18n {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2024, i, 1)));
  // 2024-01-07 was a Sunday.
  const days = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 7 + i));
  return {
    monthNames: months,
    weekdays: days.map((d) => long.format(d)),
    weekdaysShort: days.map((d) => short.format(d)),
    firstDayOfWeek: locale.toLowerCase().startsWith('zh') ? 1 : 0,
    today: texts.today,
    cancel: texts.cancel,
    formatDate: formatPickerDate,
    parseDate: parsePickerDate,
    formatTitle: texts.title,
  };
}

/**
 * @summary Date or date-time picker; the value is text in yyyy-MM-dd or yyyy-MM-dd HH:mm:ss.
 *
 * The calendar is `@vaadin/date-picker` (Lumo theme) with month and weekday names in the
 * page language (Chinese: 一月…, 周一 first); the date is always written yyyy-MM-dd.
 * With `type="datetime"` a time field (HH:mm:ss) sits beside it. `min` and `max` take the
 * same formats. A value that is not a real date, or lies outside min/max, is kept and
 * marks the element invalid.
 *
 * @fires {Event} change - The user committed a new value.
 * @fires {Event} input - Same moment as `change`.
 *
 * @csspart date - The vaadin-date-picker.
 * @csspart time - The time input (datetime only).
 * @csspart error - The error message.
 *
 * @cssproperty [--srm-date-picker-width=11em] - Width of the date field.
 */
@localized()
export class SrmDatePicker extends LitElement {
  static override styles = datePickerStyles;

  /** 'yyyy-MM-dd' (date) or 'yyyy-MM-dd HH:mm:ss' (datetime); '' when empty. */
  @property() value = '';

  /** `date` (a calendar) or `datetime` (a calendar and a time field, HH:mm:ss). */
  @property({ reflect: true }) type: DatePickerType = 'date';

  /** Earliest allowed value, same format as `value`. */
  @property() min = '';

  /** Latest allowed value, same format as `value`. */
  @property() max = '';

  /** Visible label above the field. */
  @property() label = '';

  /** The field's name for assistive technology when the label is drawn outside (a form's label, a filter's "from"). */
  @property({ attribute: 'accessible-name' }) accessibleName = '';

  /** Text shown while the field is empty; by default the expected format. */
  @property() placeholder = '';

  /** Name used by `<srm-form>` and `validateForm`. */
  @property({ reflect: true }) name = '';

  /** Greys the field out; the value cannot be changed or focused. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Shows the value, which cannot be changed; it can still be focused and copied. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** An empty value is invalid (the label shows an asterisk). */
  @property({ type: Boolean, reflect: true }) required = false;

  /** Set while the value cannot be read, lies outside `min`/`max`, or `error-message` is set. */
  @property({ type: Boolean, reflect: true }) invalid = false;

  /** Message to show (validateForm sets it); a built-in one explains bad values. */
  @property({ attribute: 'error-message' }) errorMessage = '';

  @query('vaadin-date-picker') private picker?: DatePicker;

  private get parsed() {
    return this.value ? parseDateTime(String(this.value)) : null;
  }

  private normalized(v: string): string | null {
    const p = v ? parseDateTime(v) : null;
    if (!p) return null;
    return this.type === 'datetime' ? `${p.date} ${p.time ?? '00:00:00'}` : p.date;
  }

  /** Why the current value is refused, or '' when it is fine. */
  private problem(): string {
    if (!this.value) return '';
    const v = this.normalized(String(this.value));
    if (v === null) return msg('Invalid date', { id: 'date-picker.invalid', desc: 'The value is not a date' });
    const min = this.min ? this.normalized(this.min) : null;
    const max = this.max ? this.normalized(this.max) : null;
    if (min && v < min) return msg(str`Must not be before ${this.min}`, { id: 'date-picker.beforeMin', desc: 'The date is earlier than the minimum' });
    if (max && v > max) return msg(str`Must not be after ${this.max}`, { id: 'date-picker.afterMax', desc: 'The date is later than the maximum' });
    return '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') || changed.has('min') || changed.has('max') || changed.has('type') || changed.has('errorMessage')) {
      this.invalid = Boolean(this.problem() || this.errorMessage);
    }
  }

  private get i18n(): DatePickerI18n {
    const locale = msg('en', {
      id: 'date-picker.intlLocale',
      desc: 'BCP 47 locale used for month and weekday names (translate to the target locale code, e.g. zh-CN)',
    });
    return calendarI18n(locale, {
      today: msg('Today', { id: 'date-picker.today', desc: 'Calendar button: go to today' }),
      cancel: msg('Cancel', { id: 'date-picker.cancel', desc: 'Calendar button: close without choosing' }),
      title: (monthName, fullYear) => (locale.toLowerCase().startsWith('zh') ? `${fullYear}年 ${monthName}` : `${monthName} ${fullYear}`),
    });
  }

  private commit(next: string): void {
    if (next === this.value) return;
    this.value = next;
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  private onDateChange(event: Event): void {
    event.stopPropagation();
    const date = (event.target as DatePicker).value;
    if (!date) {
      this.commit('');
      return;
    }
    if (this.type === 'datetime') {
      const time = this.parsed?.time ?? (this.renderRoot.querySelector('input[type=time]') as HTMLInputElement | null)?.value ?? '';
      this.commit(`${date} ${time ? (time.length === 5 ? `${time}:00` : time) : '00:00:00'}`);
      return;
    }
    this.commit(date);
  }

  private onTimeChange(event: Event): void {
    event.stopPropagation();
    const raw = (event.target as HTMLInputElement).value;
    const date = this.parsed?.date ?? this.picker?.value ?? '';
    if (!date) return; // time without a date waits for the date
    const time = raw ? (raw.length === 5 ? `${raw}:00` : raw) : '00:00:00';
    this.commit(`${date} ${time}`);
  }

  override render() {
    const parsed = this.parsed;
    const message = this.errorMessage || this.problem();
    const minDate = this.min ? parseDateTime(this.min)?.date : undefined;
    const maxDate = this.max ? parseDateTime(this.max)?.date : undefined;
    const timeLabel = msg('Time', { id: 'date-picker.time', desc: 'Accessible name of the time field' });
    return html`<div class="row">
        <vaadin-date-picker
          part="date"
          .label=${this.label}
          .placeholder=${this.placeholder}
          .value=${parsed?.date ?? ''}
          .min=${minDate}
          .max=${maxDate}
          .i18n=${this.i18n}
          .accessibleName=${
            this.label
              ? undefined
              : this.accessibleName || this.placeholder || msg('Date', { id: 'date-picker.date', desc: 'Accessible name of the date field' })
          }
          ?disabled=${this.disabled}
          ?readonly=${this.readonly}
          ?required=${this.required}
          .invalid=${this.invalid}
          .manualValidation=${true}
          @change=${this.onDateChange}
          @value-changed=${(e: Event) => e.stopPropagation()}
        ></vaadin-date-picker>
        ${
          this.type === 'datetime'
            ? html`<input
              part="time"
              type="time"
              step="1"
              aria-label=${this.accessibleName ? `${this.accessibleName} ${timeLabel}` : timeLabel}
              .value=${parsed?.time ?? ''}
              ?disabled=${this.disabled}
              ?readonly=${this.readonly}
              aria-invalid=${this.invalid ? 'true' : 'false'}
              @change=${this.onTimeChange}
              @input=${(e: Event) => e.stopPropagation()}
            />`
            : nothing
        }
      </div>
      ${message ? html`<span part="error" role="alert" id="error">${message}</span>` : nothing}`;
  }

  /** Opens the calendar. */
  open(): void {
    this.picker?.open();
  }

  /** For tests and hosts: the vaadin-date-picker inside. */
  get datePicker(): DatePicker | undefined {
    return this.picker ?? undefined;
  }
}
