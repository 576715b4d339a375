import { SrmAttachmentButton } from './attachment-button.ts';

export { SrmAttachmentButton };
export type {
  AttachmentFile,
  AttachmentUpload,
  AttachmentDelete,
  AttachmentDownload,
  AttachmentLoad,
  GrantedResources,
} from './attachment-button.ts';
export type * from './attachment-button.events.ts';

if (!customElements.get('srm-attachment-button')) customElements.define('srm-attachment-button', SrmAttachmentButton);
