// Rows the tree's stories and tests share (a module of its own: a test page cannot import storybook/test).

/** Flat rows (purchasing organisations) of the stories and tree.test.ts. */
export const demoTreeRows = [
  { key: '1', parentKey: null, level: 1, title: 'Group', checkFlag: 'N', expand: true },
  { key: '11', parentKey: '1', level: 2, title: 'East region', checkFlag: 'N', expand: true },
  { key: '111', parentKey: '11', level: 3, title: 'Shanghai plant', checkFlag: 'N' },
  { key: '112', parentKey: '11', level: 3, title: 'Hangzhou plant', checkFlag: 'N' },
  { key: '12', parentKey: '1', level: 2, title: 'North region', checkFlag: 'N', expand: true },
  { key: '121', parentKey: '12', level: 3, title: 'Beijing plant', checkFlag: 'Y' },
];
