import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { treeStyles } from './tree.styles.ts';
import { buildTree, flatten, setChecked, type TreeNode, type TreeRow } from './tree.build.ts';
import type { SrmCheckChangeDetail, SrmNodeSelectDetail, SrmNodeToggleDetail } from './tree.events.ts';

/**
 * Tree built from flat rows.
 *
 * @summary Tree from flat rows by `keyField`, `parentKeyField` and `levelKey`, with optional
 * check boxes: ticking a node sets all its descendants; a parent is checked when any
 * of its children is checked. Says "tree data could not be parsed" (and reflects
 * `invalid`) when the configuration or rows cannot make a tree.
 *
 * Rows carry `checkFlag` (`Y`/`N`) and optionally `expand`; `getRows()` returns them with
 * `checkFlag` updated. Keyboard: arrows move, Right/Left expand/collapse, Space ticks,
 * Enter selects.
 *
 * @fires {SrmCheckChangeEvent} srm-check-change - `{node, checked, checkedKeys, rows}` after a tick and its propagation.
 * @fires {SrmNodeSelectEvent} srm-node-select - `{node}` a node was activated (click or Enter).
 * @fires {SrmNodeToggleEvent} srm-node-toggle - `{node, expanded}` a node was expanded or collapsed.
 *
 * @csspart tree - The root list.
 * @csspart node - One node's row.
 * @csspart checkbox - A node's check mark.
 * @csspart error - The "could not be parsed" message.
 *
 * @cssproperty [--srm-tree-indent=20px] - Indent per level.
 */
@localized()
export class SrmTree extends LitElement {
  static override styles = treeStyles;

  /** Flat rows. */
  @property({ attribute: false }) rows: TreeRow[] = [];
  /** Field holding a row's key. */
  @property({ attribute: 'key-field' }) keyField = 'key';
  /** Field holding the parent's key. */
  @property({ attribute: 'parent-key-field' }) parentKeyField = 'parentKey';
  /** Field holding the level. */
  @property({ attribute: 'level-key' }) levelKey = 'level';
  /** Field holding the label. */
  @property({ attribute: 'title-field' }) titleField = 'title';
  /** Shows check marks. */
  @property({ type: Boolean }) checkable = false;
  /** Expands every node initially. */
  @property({ type: Boolean, attribute: 'default-expand-all' }) defaultExpandAll = false;
  /** No ticking. */
  @property({ type: Boolean, reflect: true }) disabled = false;
  /** The rows could not be made into a tree. */
  @property({ type: Boolean, reflect: true }) invalid = false;
  /** Accessible name of the tree. */
  @property() label = '';

  @state() private _roots: TreeNode[] = [];
  @state() private _selectedKey: string | null = null;
  @state() private _focusKey: string | null = null;
  private _byKey = new Map<string, TreeNode>();
  private _expanded = new Set<string>();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (['rows', 'keyField', 'parentKeyField', 'levelKey', 'titleField', 'defaultExpandAll'].some((k) => changed.has(k as keyof SrmTree))) {
      const res = buildTree(this.rows, { keyField: this.keyField, parentKeyField: this.parentKeyField, levelKey: this.levelKey, titleField: this.titleField });
      if (!res.ok) {
        this.invalid = true;
        this._roots = [];
        this._byKey = new Map();
        return;
      }
      this.invalid = false;
      this._roots = res.roots;
      this._byKey = res.byKey;
      this._expanded = new Set(
        flatten(res.roots)
          .filter((n) => n.expand || this.defaultExpandAll || this._expanded.has(n.key))
          .map((n) => n.key),
      );
      if (this._focusKey === null || !this._byKey.has(this._focusKey)) this._focusKey = res.roots[0]?.key ?? null;
    }
  }

  /** The node with a key. */
  getNode(key: string): TreeNode | undefined {
    return this._byKey.get(String(key));
  }

  /** Keys of the checked nodes. */
  getCheckedKeys(): string[] {
    return flatten(this._roots)
      .filter((n) => n.checked)
      .map((n) => n.key);
  }

  /** The rows with `checkFlag` set from the tree (Y/N). */
  getRows(): TreeRow[] {
    return flatten(this._roots).map((n) => ({ ...n.row, checkFlag: n.checkFlag }));
  }

  /** Ticks or unticks a node (with propagation). Returns false for an unknown key. */
  setNodeChecked(key: string, checked: boolean): boolean {
    const node = this.getNode(key);
    if (!node || this.disabled) return false;
    setChecked(node, checked);
    this.requestUpdate();
    this.dispatchEvent(
      new CustomEvent<SrmCheckChangeDetail>('srm-check-change', {
        detail: { node, checked, checkedKeys: this.getCheckedKeys(), rows: this.getRows() },
        bubbles: true,
        composed: true,
      }),
    );
    return true;
  }

  /** Expands or collapses a node. */
  toggleNode(key: string, expanded = !this._expanded.has(String(key))): void {
    const node = this.getNode(key);
    if (!node?.children.length) return;
    if (expanded) this._expanded.add(node.key);
    else this._expanded.delete(node.key);
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent<SrmNodeToggleDetail>('srm-node-toggle', { detail: { node, expanded }, bubbles: true, composed: true }));
  }

  private _select(node: TreeNode): void {
    this._selectedKey = node.key;
    this._focusKey = node.key;
    this.dispatchEvent(new CustomEvent<SrmNodeSelectDetail>('srm-node-select', { detail: { node }, bubbles: true, composed: true }));
  }

  private _visible(): TreeNode[] {
    const out: TreeNode[] = [];
    const walk = (l: TreeNode[]) =>
      l.forEach((n) => {
        out.push(n);
        if (this._expanded.has(n.key)) walk(n.children);
      });
    walk(this._roots);
    return out;
  }

  private _focus(key: string | null): void {
    if (!key) return;
    this._focusKey = key;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`li[data-key="${CSS.escape(key)}"]`)?.focus());
  }

  private _onKey(e: KeyboardEvent, node: TreeNode): void {
    const vis = this._visible();
    const i = vis.indexOf(node);
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        this._focus(vis[i + 1]?.key ?? null);
        break;
      case 'ArrowUp':
        this._focus(vis[i - 1]?.key ?? null);
        break;
      case 'ArrowRight':
        if (node.children.length && !this._expanded.has(node.key)) this.toggleNode(node.key, true);
        else this._focus(node.children[0]?.key ?? null);
        break;
      case 'ArrowLeft':
        if (this._expanded.has(node.key)) this.toggleNode(node.key, false);
        else this._focus(node.parent?.key ?? null);
        break;
      case ' ':
        if (this.checkable) this.setNodeChecked(node.key, !node.checked);
        break;
      case 'Enter':
        this._select(node);
        break;
      default:
        handled = false;
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  }

  private _node(node: TreeNode): TemplateResult {
    const open = this._expanded.has(node.key);
    const hasChildren = node.children.length > 0;
    return html`<li
      role="treeitem"
      data-key=${node.key}
      aria-level=${node.treeFullPath.split('/').length}
      aria-expanded=${hasChildren ? (open ? 'true' : 'false') : nothing}
      aria-checked=${this.checkable ? (node.checked ? 'true' : 'false') : nothing}
      aria-selected=${this._selectedKey === node.key ? 'true' : 'false'}
      tabindex=${this._focusKey === node.key ? 0 : -1}
      @keydown=${(e: KeyboardEvent) => e.target === e.currentTarget && this._onKey(e, node)}
    >
      <div class="node" part="node" @click=${() => this._select(node)}>
        <span
          class="toggle"
          aria-hidden="true"
          ?hidden=${!hasChildren}
          @click=${(e: Event) => {
            e.stopPropagation();
            this.toggleNode(node.key);
          }}
          >${open ? '▾' : '▸'}</span
        >
        ${
          this.checkable
            ? html`<input
              type="checkbox"
              part="checkbox"
              tabindex="-1"
              aria-hidden="true"
              .checked=${node.checked}
              ?disabled=${this.disabled}
              @click=${(e: Event) => e.stopPropagation()}
              @change=${(e: Event) => this.setNodeChecked(node.key, (e.target as HTMLInputElement).checked)}
            />`
            : nothing
        }
        <span class="title">${node.title}</span>
      </div>
      ${hasChildren && open ? html`<ul role="group">${node.children.map((c) => this._node(c))}</ul>` : nothing}
    </li>`;
  }

  protected override render(): TemplateResult {
    if (this.invalid) {
      return html`<p class="error" part="error" role="alert">${msg('Tree data could not be parsed', { id: 'tree.parse-error', desc: 'Tree: rows or configuration cannot make a tree (SPEC error catalogue)' })}</p>`;
    }
    return html`<ul role="tree" part="tree" aria-label=${this.label || msg('Tree', { id: 'tree.label', desc: 'Default accessible name of a tree' })} aria-multiselectable="false">
      ${this._roots.map((n) => this._node(n))}
    </ul>`;
  }
}
