import { SrmTree } from './tree.ts';

export { SrmTree };
export type * from './tree.events.ts';
export type { TreeNode, TreeRow } from './tree.build.ts';

if (!customElements.get('srm-tree')) customElements.define('srm-tree', SrmTree);
