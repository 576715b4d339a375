import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle, waitFor } from '../../test/helpers.ts';
import './srm-date-picker.ts';
import { formatPickerDate, parseDateTime, parsePickerDate, type SrmDatePicker } from './date-picker.ts';

const innerInput = (el: SrmDatePicker) => el.datePicker!.querySelector('input') as HTMLInputElement;
const timeInput = (el: SrmDatePicker) => el.shadowRoot!.querySelector('input[type=time]') as HTMLInputElement;

describe('srm-date-picker', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible (date and datetime)', async () => {
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker label="Delivery date" value="2024-01-05"></srm-date-picker>`);
    await expectAccessible(el);
    const dt = await fixture<SrmDatePicker>(html`<srm-date-picker type="datetime" label="Deadline" value="2024-01-05 08:30:00"></srm-date-picker>`);
    await expectAccessible(dt);
  });

  it('takes its name from accessible-name when its label is drawn outside it (a form, a range filter)', async () => {
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker type="datetime" accessible-name="Tender by" value="2024-01-05 08:30:00"></srm-date-picker>`);
    await settle(el);
    equal(el.datePicker!.accessibleName, 'Tender by');
    equal(timeInput(el).getAttribute('aria-label'), 'Tender by Time');
    await expectAccessible(el);
  });

  it('shows and parses yyyy-MM-dd', async () => {
    equal(formatPickerDate({ year: 2024, month: 0, day: 5 }), '2024-01-05');
    deepEqual(parsePickerDate('2024/1/5'), { year: 2024, month: 0, day: 5 });
    deepEqual(parsePickerDate('20240105'), { year: 2024, month: 0, day: 5 });
    equal(parsePickerDate('2024-02-30'), undefined);
    deepEqual(parseDateTime('2024-01-05 08:30'), { date: '2024-01-05', time: '08:30:00' });
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker label="Date" value="2024-01-05"></srm-date-picker>`);
    await waitFor(() => innerInput(el).value === '2024-01-05', 'formatted date in the input');
  });

  it('typing a date commits yyyy-MM-dd and fires change', async () => {
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker label="Date"></srm-date-picker>`);
    const input = innerInput(el);
    input.focus();
    input.value = '2025/3/9';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const changed = oneEvent(el, 'change');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await changed;
    equal(el.value, '2025-03-09');
  });

  it('datetime: value yyyy-MM-dd HH:mm:ss; the time field changes the time', async () => {
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker type="datetime" label="Deadline" value="2024-01-05 08:30:15"></srm-date-picker>`);
    equal(timeInput(el).value, '08:30:15');
    const changed = oneEvent(el, 'change');
    timeInput(el).value = '17:45:00';
    timeInput(el).dispatchEvent(new Event('change', { bubbles: true }));
    await changed;
    equal(el.value, '2024-01-05 17:45:00');
  });

  it('keeps a bad value and marks it invalid; min and max are enforced', async () => {
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker label="Date" value="2024-13-40"></srm-date-picker>`);
    equal(el.value, '2024-13-40');
    equal(el.invalid, true);
    equal(el.shadowRoot!.querySelector('[part=error]')!.textContent, 'Invalid date');
    el.value = '2024-01-05';
    el.min = '2024-02-01';
    await settle(el);
    equal(el.invalid, true);
    equal(el.shadowRoot!.querySelector('[part=error]')!.textContent, 'Must not be before 2024-02-01');
    equal(el.datePicker!.min, '2024-02-01', 'calendar min passed on');
    el.value = '2024-02-01';
    el.max = '2024-12-31';
    await settle(el);
    equal(el.invalid, false);
    equal(el.datePicker!.max, '2024-12-31');
  });

  it('names months and weekdays in Chinese, Monday first', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmDatePicker>(html`<srm-date-picker label="日期" value="2024-01-05"></srm-date-picker>`);
    const i18n = el.datePicker!.i18n;
    equal(i18n.monthNames![0], '一月');
    equal(i18n.monthNames![11], '十二月');
    equal(i18n.weekdays![0], '星期日');
    equal(i18n.weekdaysShort![1], '周一');
    equal(i18n.firstDayOfWeek, 1);
    equal(i18n.today, '今天');
    equal(i18n.cancel, '取消');
    equal(i18n.formatTitle!('一月', 2024), '2024年 一月');
    await waitFor(() => innerInput(el).value === '2024-01-05', 'still yyyy-MM-dd');
    await setLocale('en');
    await settle(el);
    equal(el.datePicker!.i18n.monthNames![0], 'January');
    equal(el.datePicker!.i18n.firstDayOfWeek, 0);
  });
});
