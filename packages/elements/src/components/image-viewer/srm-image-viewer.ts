import { SrmImageViewer } from './image-viewer.ts';

export { SrmImageViewer };
export type { ImageUpload } from './image-viewer.ts';
export type * from './image-viewer.events.ts';

if (!customElements.get('srm-image-viewer')) customElements.define('srm-image-viewer', SrmImageViewer);
