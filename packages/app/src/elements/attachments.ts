/** React wrapper of srm-attachment-button (generated in @srm/elements), for the edit screen's attachment fields. */
export { SrmAttachmentButton, type SrmAttachmentButtonType as SrmAttachmentButtonElement } from '@srm/elements/react/srm-attachment-button.ts';
