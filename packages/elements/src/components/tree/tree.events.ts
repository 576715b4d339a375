/** Typed events of `srm-tree`. */
import type { TreeNode, TreeRow } from './tree.build.ts';

export interface SrmCheckChangeDetail {
  /** The node the user ticked or unticked. */
  node: TreeNode;
  checked: boolean;
  /** Keys of all checked nodes after propagation. */
  checkedKeys: string[];
  /** The rows with `checkFlag` updated (Y/N). */
  rows: TreeRow[];
}

export interface SrmNodeSelectDetail {
  node: TreeNode;
}

export interface SrmNodeToggleDetail {
  node: TreeNode;
  expanded: boolean;
}

export type SrmCheckChangeEvent = CustomEvent<SrmCheckChangeDetail>;
export type SrmNodeSelectEvent = CustomEvent<SrmNodeSelectDetail>;
export type SrmNodeToggleEvent = CustomEvent<SrmNodeToggleDetail>;
