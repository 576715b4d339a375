import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './srm-tree.ts';

/** Flat rows (purchasing organisations) shared with tree.test.ts. */
export const demoTreeRows = [
  { key: '1', parentKey: null, level: 1, title: 'Group', checkFlag: 'N', expand: true },
  { key: '11', parentKey: '1', level: 2, title: 'East region', checkFlag: 'N', expand: true },
  { key: '111', parentKey: '11', level: 3, title: 'Shanghai plant', checkFlag: 'N' },
  { key: '112', parentKey: '11', level: 3, title: 'Hangzhou plant', checkFlag: 'N' },
  { key: '12', parentKey: '1', level: 2, title: 'North region', checkFlag: 'N', expand: true },
  { key: '121', parentKey: '12', level: 3, title: 'Beijing plant', checkFlag: 'Y' },
];

const meta: Meta = { title: 'Elements/Tree', component: 'srm-tree', excludeStories: /^demo/ };
export default meta;

export const Checkable: StoryObj = {
  render: () => html`<srm-tree checkable label="Organisations" .rows=${structuredClone(demoTreeRows)}></srm-tree>`,
};

export const Plain: StoryObj = {
  render: () => html`<srm-tree default-expand-all .rows=${structuredClone(demoTreeRows)}></srm-tree>`,
};

export const ParseError: StoryObj = {
  render: () => html`<srm-tree level-key="" .rows=${structuredClone(demoTreeRows)}></srm-tree>`,
};
