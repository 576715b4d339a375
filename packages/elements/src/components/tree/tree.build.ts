/** Pure tree building and check propagation for `srm-tree` (no DOM). */
// biome-ignore lint/suspicious/noExplicitAny: a row is whatever the host's api answers; the tree reads it by key
export type TreeRow = Record<string, any>;

export interface TreeConfig {
  keyField: string;
  parentKeyField: string;
  levelKey: string;
  titleField: string;
}

/** One node (SPEC "Tree node": key, parent key, level, title, expand, checked, checkFlag, treeFullPath, children). */
export interface TreeNode {
  key: string;
  parentKey: string | null;
  level: number;
  title: string;
  expand: boolean;
  checked: boolean;
  checkFlag: 'Y' | 'N';
  treeFullPath: string;
  children: TreeNode[];
  parent: TreeNode | null;
  row: TreeRow;
}

export type BuildResult = { ok: true; roots: TreeNode[]; byKey: Map<string, TreeNode> } | { ok: false; reason: string };

const keyOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * Builds the tree from flat rows. Fails ("tree data could not be parsed") when the
 * configuration lacks key, parentKey or levelKey, the rows are not an array, a row has
 * no key, a key repeats, or parents form a cycle. A row whose parent is missing is a root.
 */
export function buildTree(rows: unknown, cfg: Partial<TreeConfig>): BuildResult {
  if (!cfg?.keyField || !cfg.parentKeyField || !cfg.levelKey) return { ok: false, reason: 'config' };
  if (!Array.isArray(rows)) return { ok: false, reason: 'rows' };
  const byKey = new Map<string, TreeNode>();
  for (const row of rows) {
    if (!row || typeof row !== 'object') return { ok: false, reason: 'row' };
    const key = keyOf((row as TreeRow)[cfg.keyField]);
    if (key === null || byKey.has(key)) return { ok: false, reason: 'key' };
    const r = row as TreeRow;
    const lvl = Number(r[cfg.levelKey]);
    byKey.set(key, {
      key,
      parentKey: keyOf(r[cfg.parentKeyField]),
      level: Number.isFinite(lvl) ? lvl : 0,
      title: String(r[cfg.titleField || 'title'] ?? key),
      expand: r.expand === true || r.expand === 'Y',
      checked: r.checkFlag === 'Y' || r.checked === true,
      checkFlag: r.checkFlag === 'Y' || r.checked === true ? 'Y' : 'N',
      treeFullPath: '',
      children: [],
      parent: null,
      row: r,
    });
  }
  const roots: TreeNode[] = [];
  for (const node of byKey.values()) {
    const parent = node.parentKey !== null && node.parentKey !== node.key ? byKey.get(node.parentKey) : undefined;
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else roots.push(node);
  }
  // Cycles leave nodes unreachable from the roots.
  let reached = 0;
  const order = (list: TreeNode[]) => list.sort((a, b) => a.level - b.level);
  const walk = (list: TreeNode[], path: string) => {
    order(list);
    for (const n of list) {
      reached++;
      n.treeFullPath = path ? `${path}/${n.key}` : n.key;
      walk(n.children, n.treeFullPath);
    }
  };
  walk(roots, '');
  if (reached !== byKey.size) return { ok: false, reason: 'cycle' };
  // Consistent start: a parent with a checked child is checked.
  const raise = (n: TreeNode): boolean => {
    const anyChild = n.children.map(raise).some(Boolean);
    if (anyChild && !n.checked) setFlag(n, true);
    return n.checked;
  };
  roots.forEach(raise);
  return { ok: true, roots, byKey };
}

function setFlag(n: TreeNode, checked: boolean) {
  n.checked = checked;
  n.checkFlag = checked ? 'Y' : 'N';
}

/**
 * Ticks or unticks a node: all its descendants follow; then each ancestor is checked
 * when any of its children is checked, unchecked when none is.
 */
export function setChecked(node: TreeNode, checked: boolean): void {
  const down = (n: TreeNode) => {
    setFlag(n, checked);
    n.children.forEach(down);
  };
  down(node);
  for (let p = node.parent; p; p = p.parent)
    setFlag(
      p,
      p.children.some((c) => c.checked),
    );
}

/** Every node, depth first. */
export function flatten(roots: TreeNode[]): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (l: TreeNode[]) => l.forEach((n) => (out.push(n), walk(n.children)));
  walk(roots);
  return out;
}
