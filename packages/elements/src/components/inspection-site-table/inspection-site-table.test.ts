import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import './srm-inspection-site-table.ts';
import { canEditInspection, type InspectionSite, type SrmInspectionSiteTable } from './inspection-site-table.ts';
import type { SrmSiteChangeDetail } from './inspection-site-table.events.ts';
import type { SrmYnCheckbox } from '../yn-checkbox/yn-checkbox.ts';

const lookups = {
  SLC_SUPPLIER_STATUS: [
    { lookupCode: 'QUALIFIED', meaning: 'Qualified' },
    { lookupCode: 'POTENTIAL', meaning: 'Potential' },
  ],
};
const rows = (): InspectionSite[] => [
  { siteName: 'Shanghai plant', ouName: 'East OU', siteStatus: 'QUALIFIED', inspectFlag: 'Y', editFlag: 'Y' },
  { siteName: 'Suzhou warehouse', ouName: 'East OU', siteStatus: 'POTENTIAL', inspectFlag: 'N', editFlag: 'N' },
];
const boxes = (el: SrmInspectionSiteTable) => Array.from(el.shadowRoot!.querySelectorAll('srm-yn-checkbox')) as SrmYnCheckbox[];
const inner = (b: SrmYnCheckbox) => b.shadowRoot!.querySelector('input') as HTMLInputElement;

describe('srm-inspection-site-table', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible', async () => {
    const el = await fixture<SrmInspectionSiteTable>(
      html`<srm-inspection-site-table user-type="INSIDE" .rows=${rows()} .lookups=${lookups}></srm-inspection-site-table>`,
    );
    await expectAccessible(el);
  });

  it('shows site name, organization, status meaning and the flag', async () => {
    const el = await fixture<SrmInspectionSiteTable>(
      html`<srm-inspection-site-table user-type="INSIDE" .rows=${rows()} .lookups=${lookups}></srm-inspection-site-table>`,
    );
    const heads = Array.from(el.shadowRoot!.querySelectorAll('th')).map((t) => t.textContent!.trim());
    deepEqual(heads, ['Site name', 'Organization', 'Site status', 'Participates in inspection']);
    const cells = Array.from(el.shadowRoot!.querySelectorAll('tbody tr')).map((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .slice(0, 3)
        .map((td) => td.textContent!.trim()),
    );
    deepEqual(cells, [
      ['Shanghai plant', 'East OU', 'Qualified'],
      ['Suzhou warehouse', 'East OU', 'Potential'],
    ]);
    await settle(boxes(el)[0]);
    equal(inner(boxes(el)[0]).checked, true);
    equal(inner(boxes(el)[1]).checked, false);
  });

  it('editable only for INSIDE users on rows with editFlag Y', async () => {
    equal(canEditInspection('INSIDE', { siteName: 'a', editFlag: 'Y' }), true);
    equal(canEditInspection('INSIDE_ADMIN', { siteName: 'a', editFlag: 'Y' }), true);
    equal(canEditInspection('INSIDE', { siteName: 'a', editFlag: 'N' }), false);
    equal(canEditInspection('EX', { siteName: 'a', editFlag: 'Y' }), false);
    equal(canEditInspection('EX_SUPPLIER', { siteName: 'a', editFlag: 'Y' }), false);
    equal(canEditInspection('', { siteName: 'a', editFlag: 'Y' }), false);
    equal(canEditInspection('INSIDE', { siteName: 'a', editFlag: 'Y' }, true), false);

    const el = await fixture<SrmInspectionSiteTable>(
      html`<srm-inspection-site-table user-type="INSIDE" .rows=${rows()} .lookups=${lookups}></srm-inspection-site-table>`,
    );
    await settle(boxes(el)[1]);
    equal(inner(boxes(el)[0]).disabled, false);
    equal(inner(boxes(el)[1]).disabled, true, 'editFlag N');
    el.userType = 'EX';
    await settle(el);
    await settle(boxes(el)[0]);
    equal(inner(boxes(el)[0]).disabled, true, 'supplier user');
  });

  it('a click on an editable row replaces the row and fires srm-site-change', async () => {
    const original = rows();
    const el = await fixture<SrmInspectionSiteTable>(
      html`<srm-inspection-site-table user-type="INSIDE" .rows=${original} .lookups=${lookups}></srm-inspection-site-table>`,
    );
    await settle(boxes(el)[0]);
    const changed = oneEvent<CustomEvent<SrmSiteChangeDetail>>(el, 'srm-site-change');
    inner(boxes(el)[0]).click();
    const e = await changed;
    equal(e.detail.index, 0);
    equal(e.detail.row.inspectFlag, 'N');
    equal(el.rows[0].inspectFlag, 'N');
    equal(original[0].inspectFlag, 'Y', 'the given row object is not mutated');
  });

  it('a click on a locked row changes nothing', async () => {
    const el = await fixture<SrmInspectionSiteTable>(
      html`<srm-inspection-site-table user-type="EX" .rows=${rows()} .lookups=${lookups}></srm-inspection-site-table>`,
    );
    await settle(boxes(el)[0]);
    let changes = 0;
    el.addEventListener('srm-site-change', () => changes++);
    inner(boxes(el)[0]).click();
    await settle(el);
    equal(changes, 0);
    equal(el.rows[0].inspectFlag, 'Y');
  });

  it('flags a participation value other than Y/N', async () => {
    const bad = [{ siteName: 'X', inspectFlag: 'true', editFlag: 'Y' }];
    const el = await fixture<SrmInspectionSiteTable>(html`<srm-inspection-site-table user-type="INSIDE" .rows=${bad}></srm-inspection-site-table>`);
    await settle(boxes(el)[0]);
    equal(boxes(el)[0].invalid, true);
  });

  it('speaks Chinese', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmInspectionSiteTable>(html`<srm-inspection-site-table .rows=${[]}></srm-inspection-site-table>`);
    const heads = Array.from(el.shadowRoot!.querySelectorAll('th')).map((t) => t.textContent!.trim());
    deepEqual(heads, ['地点名称', '组织', '地点状态', '是否参与考察']);
    equal(el.shadowRoot!.querySelector('[part=empty]')!.textContent, '暂无数据');
    await setLocale('en');
  });
});
