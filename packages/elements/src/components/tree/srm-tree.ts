import { SrmTree } from './tree.ts';

export { SrmTree };

if (!customElements.get('srm-tree')) customElements.define('srm-tree', SrmTree);

declare global {
  interface HTMLElementTagNameMap {
    'srm-tree': SrmTree;
  }
}
