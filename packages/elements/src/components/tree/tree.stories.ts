import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { props } from '../../stories/props.ts';
import './srm-tree.ts';
import { demoTreeRows } from './tree.fixtures.ts';
import type { SrmTree } from './tree.ts';

type Args = Partial<SrmTree>;

const meta: Meta<Args> = {
  title: 'Elements/Tree',
  component: 'srm-tree',
  excludeStories: /^demo/,
  args: { rows: demoTreeRows, checkable: true, label: 'Organisations' },
  // The tree keeps its ticks on the rows it is given: each render gets a copy.
  render: (a) => html`<srm-tree ${props({ ...a, rows: structuredClone(a.rows) })}></srm-tree>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Checkable: Story = {};
/** Ticking a region ticks its plants (`srm-check-change`). */
export const TickRegion: Story = {
  play: async ({ canvasElement }) => {
    const tree = canvasElement.querySelector('srm-tree') as SrmTree;
    const node = [...(tree.shadowRoot?.querySelectorAll('[role="treeitem"]') ?? [])].find((n) => n.querySelector('.title')?.textContent === 'East region');
    const changes: CustomEvent<{ checkedKeys: string[] }>[] = [];
    tree.addEventListener('srm-check-change', (e) => changes.push(e as CustomEvent<{ checkedKeys: string[] }>));
    await userEvent.click(node?.querySelector('input[type="checkbox"]') as HTMLInputElement);
    await waitFor(() => expect(changes).toHaveLength(1));
    await expect(changes[0].detail.checkedKeys).toEqual(expect.arrayContaining(['11', '111', '112', '121']));
  },
};
export const Plain: Story = { args: { checkable: false, defaultExpandAll: true, label: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { rows: [] } };
export const ParseError: Story = { args: { checkable: false, levelKey: '' } };
export const English: Story = { args: { checkable: false, levelKey: '' }, globals: { locale: 'en' } };
/** Five regions of twenty plants each, all open. */
export const LongData: Story = {
  args: {
    defaultExpandAll: true,
    rows: [
      { key: 'g', parentKey: null, level: 1, title: 'Group', checkFlag: 'N' },
      ...Array.from({ length: 5 }, (_, r) => [
        { key: `r${r}`, parentKey: 'g', level: 2, title: `Region ${r + 1}`, checkFlag: 'N' },
        ...Array.from({ length: 20 }, (_, p) => ({
          key: `r${r}p${p}`,
          parentKey: `r${r}`,
          level: 3,
          title: `Region ${r + 1} plant ${p + 1}`,
          checkFlag: p % 4 ? 'N' : 'Y',
        })),
      ]).flat(),
    ],
  },
};
