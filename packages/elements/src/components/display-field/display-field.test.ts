import { html } from 'lit';
import { cleanup, equal, expectAccessible, fixture, settle } from '../../test/helpers.ts';
import './srm-display-field.ts';
import type { SrmDisplayField } from './display-field.ts';
import { formatDate, formatNumber, lookupMeaning, parseDate, stripThousands } from './format.ts';

const shown = (el: SrmDisplayField) => el.shadowRoot!.querySelector('[part=value]')!.textContent!.trim();
const entries = [
  { lookupCode: 'Y', meaning: 'Yes' },
  { lookupCode: 'N', meaning: 'No' },
];

describe('display formatting', () => {
  it('dates with the SPEC 9 patterns', () => {
    const d = new Date(2024, 0, 5, 7, 8, 9);
    equal(formatDate(d, 'date'), '2024-01-05');
    equal(formatDate(d, 'datetime'), '2024-01-05 07:08:09');
    equal(formatDate(d, 'year'), '2024');
    equal(formatDate(d, 'month'), '2024-01');
    equal(formatDate('2024-03-05 23:59:58', 'datetime'), '2024-03-05 23:59:58', 'server strings are local time');
    equal(formatDate('2024-03-05T23:59:58', 'date'), '2024-03-05');
    equal(formatDate('2024-3-5', 'date'), '2024-03-05');
    equal(formatDate(d.getTime(), 'datetime'), '2024-01-05 07:08:09', 'epoch milliseconds');
    equal(formatDate(String(d.getTime()), 'month'), '2024-01');
    equal(formatDate('2024-02-31', 'date'), '2024-02-31', 'not a date: shown as given');
    equal(formatDate('soon', 'date'), 'soon');
    equal(formatDate(null, 'date'), '');
    equal(parseDate('2024-02-30'), null);
  });

  it('numbers with thousands separators and precision', () => {
    equal(formatNumber(1234567.891), '1,234,567.891');
    equal(formatNumber(1234567.891, { precision: 2 }), '1,234,567.89');
    equal(formatNumber('1,234.5', { precision: 2 }), '1,234.50');
    equal(formatNumber(1.005, { precision: 2 }), '1.01', 'half away from zero, no binary surprise');
    equal(formatNumber(-1234.5, { precision: 0 }), '-1,235');
    equal(formatNumber(-0.001, { precision: 2 }), '0.00');
    equal(formatNumber(999), '999');
    equal(formatNumber('1000000', { thousands: false }), '1000000');
    equal(formatNumber('abc'), 'abc');
    equal(formatNumber(''), '');
    equal(stripThousands('12,345.6'), '12345.6');
  });

  it('lookup meanings', () => {
    equal(lookupMeaning('Y', entries), 'Yes');
    equal(lookupMeaning('Y,N,X', entries), 'Yes, No, X');
    equal(lookupMeaning(['N'], entries), 'No');
    equal(lookupMeaning(undefined, entries), '');
  });
});

describe('srm-display-field', () => {
  afterEach(cleanup);

  it('is accessible', async () => {
    const el = await fixture<SrmDisplayField>(html`<srm-display-field label="Amount" type="number" .value=${1234.5} precision="2"></srm-display-field>`);
    await expectAccessible(el);
  });

  it('shows numbers, lookups and dates as formatted', async () => {
    const el = await fixture<SrmDisplayField>(html`<srm-display-field label="Amount" type="number" .value=${1234.5} precision="2"></srm-display-field>`);
    equal(shown(el), '1,234.50');
    el.type = 'lookup';
    el.entries = entries;
    el.value = 'N';
    await settle(el);
    equal(shown(el), 'No');
    el.type = 'datetime';
    el.value = '2025-12-31 08:00:01';
    await settle(el);
    equal(shown(el), '2025-12-31 08:00:01');
    el.type = 'date';
    await settle(el);
    equal(shown(el), '2025-12-31');
    el.type = 'month';
    await settle(el);
    equal(shown(el), '2025-12');
    el.type = 'year';
    await settle(el);
    equal(shown(el), '2025');
  });

  it('shows a placeholder for empty values', async () => {
    const el = await fixture<SrmDisplayField>(html`<srm-display-field label="Note" placeholder="-"></srm-display-field>`);
    equal(shown(el), '-');
  });
});
