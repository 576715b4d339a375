/** React wrapper of srm-attachment-button (the edit screen's attachment fields). */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SrmAttachmentButton as Element } from '@srm/elements/components/attachment-button/srm-attachment-button.ts';
import type {} from '@srm/elements/components/attachment-button/attachment-button.events.ts';

export type SrmAttachmentButtonElement = Element;

export const SrmAttachmentButton = createComponent({
  tagName: 'srm-attachment-button',
  elementClass: Element,
  react: React,
  events: {
    onSrmAttachmentsChange: 'srm-attachments-change' as EventName<GlobalEventHandlersEventMap['srm-attachments-change']>,
  },
});
