import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { assert, cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import './srm-tree.ts';
import type { SrmTree } from './tree.ts';
import { demoTreeRows } from './tree.fixtures.ts';

const rows = () => structuredClone(demoTreeRows);
const item = (el: SrmTree, key: string) => {
  const li = el.shadowRoot!.querySelector<HTMLElement>(`li[data-key="${key}"]`);
  assert(li, `node ${key}`);
  return li;
};
const box = (el: SrmTree, key: string) => item(el, key).querySelector<HTMLInputElement>(':scope > .node input')!;
const checked = (el: SrmTree) => el.getCheckedKeys().sort();

describe('srm-tree', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible (axe)', async () => {
    const el = await fixture<SrmTree>(html`<srm-tree checkable label="Orgs" .rows=${rows()}></srm-tree>`);
    await expectAccessible(el);
  });

  it('builds the tree from flat rows by key, parent key and level', async () => {
    const el = await fixture<SrmTree>(html`<srm-tree .rows=${rows()}></srm-tree>`);
    equal(el.invalid, false);
    equal(el.getNode('111')!.parent!.key, '11');
    equal(el.getNode('111')!.treeFullPath, '1/11/111');
    equal(item(el, '112').getAttribute('aria-level'), '3');
    equal(el.shadowRoot!.querySelectorAll('[role="treeitem"]').length, 6);
  });

  it('"tree data could not be parsed" without levelKey, with a duplicate key or a cycle', async () => {
    const el = await fixture<SrmTree>(html`<srm-tree level-key="" .rows=${rows()}></srm-tree>`);
    equal(el.invalid, true);
    equal(el.shadowRoot!.querySelector('[part="error"]')!.textContent!.trim(), 'Tree data could not be parsed');
    await setLocale('zh-CN');
    await settle(el);
    equal(el.shadowRoot!.querySelector('[part="error"]')!.textContent!.trim(), '树形数据无法解析');
    await setLocale('en');
    el.levelKey = 'level';
    await settle(el);
    equal(el.invalid, false);
    el.rows = [...rows(), { key: '1', parentKey: null, level: 1, title: 'dup' }];
    await settle(el);
    equal(el.invalid, true);
    el.rows = [
      { key: 'a', parentKey: 'b', level: 1 },
      { key: 'b', parentKey: 'a', level: 2 },
    ];
    await settle(el);
    equal(el.invalid, true);
    el.rows = 'nope' as unknown as [];
    await settle(el);
    equal(el.invalid, true);
  });

  it('ticking a node sets all its descendants, and the parent follows', async () => {
    const el = await fixture<SrmTree>(html`<srm-tree checkable .rows=${rows()}></srm-tree>`);
    // initial: 121 ticked by checkFlag, so its parents start checked too
    equal(box(el, '121').checked, true);
    deepEqual(checked(el), ['1', '12', '121']);
    const ev = oneEvent<CustomEvent>(el, 'srm-check-change');
    box(el, '11').click();
    const e = await ev;
    deepEqual(e.detail.checkedKeys.sort(), ['1', '11', '111', '112', '12', '121']);
    equal(e.detail.rows.find((r: { key: string }) => r.key === '112').checkFlag, 'Y');
    await settle(el);
    equal(box(el, '112').checked, true);
    // unticking the parent unticks the whole branch
    box(el, '11').click();
    await settle(el);
    deepEqual(checked(el), ['1', '12', '121']);
    equal(box(el, '111').checked, false);
    // unticking the last checked leaf clears its ancestors
    box(el, '121').click();
    await settle(el);
    deepEqual(checked(el), []);
  });

  it('a child ticked sets the parent checked; the last child unticked clears it', async () => {
    const data = rows();
    data[5].checkFlag = 'N';
    const el = await fixture<SrmTree>(html`<srm-tree checkable .rows=${data}></srm-tree>`);
    deepEqual(checked(el), []);
    box(el, '111').click();
    await settle(el);
    deepEqual(checked(el), ['1', '11', '111']);
    equal(item(el, '11').getAttribute('aria-checked'), 'true');
    box(el, '112').click();
    box(el, '111').click();
    await settle(el);
    deepEqual(checked(el), ['1', '11', '112']);
    box(el, '112').click();
    await settle(el);
    deepEqual(checked(el), [], 'no child checked: parents cleared');
  });

  it('keyboard: Space ticks, Left collapses', async () => {
    const data = rows();
    data[5].checkFlag = 'N';
    const el = await fixture<SrmTree>(html`<srm-tree checkable .rows=${data}></srm-tree>`);
    item(el, '12').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await settle(el);
    deepEqual(checked(el), ['1', '12', '121']);
    item(el, '12').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await settle(el);
    equal(item(el, '12').getAttribute('aria-expanded'), 'false');
    equal(el.shadowRoot!.querySelector('li[data-key="121"]'), null);
  });
});
