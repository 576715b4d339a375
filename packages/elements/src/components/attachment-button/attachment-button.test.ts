import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle, waitFor } from '../../test/helpers.ts';
import { toastHost } from '../toast/show-toast.ts';
import './srm-attachment-button.ts';
import type { AttachmentFile, SrmAttachmentButton } from './attachment-button.ts';
import type { SrmAttachmentErrorDetail, SrmAttachmentsChangeDetail } from './attachment-button.events.ts';

const ALL = ['btnUploadAttachment', 'btnDownloadAttachment', 'btnDelAttachment'];
const files = (): AttachmentFile[] => [
  { id: 1, fileId: 'F1', originalFileName: 'contract.pdf' },
  { id: 2, fileId: 'F2', originalFileName: 'drawing.dwg' },
];
const q = <T extends Element = HTMLElement>(el: SrmAttachmentButton, sel: string) => el.shadowRoot!.querySelector(sel) as T | null;
const openPanel = async (el: SrmAttachmentButton) => {
  q<HTMLButtonElement>(el, '[part=trigger]')!.click();
  await settle(el);
};
const pick = (el: SrmAttachmentButton, list: File[]) => {
  const input = q<HTMLInputElement>(el, 'input[type=file]')!;
  const dt = new DataTransfer();
  list.forEach((f) => dt.items.add(f));
  input.files = dt.files;
  input.dispatchEvent(new Event('change'));
};
const lastToast = () => toastHost().toasts.at(-1);

describe('srm-attachment-button', () => {
  before(() => setLocale('en'));
  afterEach(() => {
    cleanup();
    document.querySelector('srm-toast')?.remove();
  });

  it('is accessible, closed and open', async () => {
    const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button value="F1,F2" .files=${files()} .resources=${ALL}></srm-attachment-button>`);
    await expectAccessible(el);
    await openPanel(el);
    equal(el.open, true);
    await expectAccessible(el);
  });

  it('shows the count badge and the list with max height 240px', async () => {
    const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button value="F1,F2" .files=${files()} .resources=${ALL}></srm-attachment-button>`);
    equal(q(el, '[part=badge]')!.textContent, '2');
    await openPanel(el);
    const names = Array.from(el.shadowRoot!.querySelectorAll('[part=file] .name')).map((n) => n.textContent);
    deepEqual(names, ['contract.pdf', 'drawing.dwg']);
    equal(getComputedStyle(q(el, '[part=list]')!).maxHeight, '240px');
    const empty = await fixture<SrmAttachmentButton>(html`<srm-attachment-button .resources=${ALL}></srm-attachment-button>`);
    await openPanel(empty);
    equal(q(empty, '[part=empty]')!.textContent, 'file information not found');
    equal(q(empty, '[part=badge]')!.textContent, '0');
  });

  it('shows upload, download and delete only for granted resources, unless the check is skipped', async () => {
    const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button .files=${files()} .resources=${[]}></srm-attachment-button>`);
    await openPanel(el);
    equal(q(el, '[part=upload-button]'), null);
    equal(q(el, '[part=delete-button]'), null);
    equal(q(el, 'button.name'), null, 'no download link');
    el.resources = [{ resourceCode: 'btnDownloadAttachment' }];
    await settle(el);
    equal(Boolean(q(el, 'button.name')), true);
    equal(q(el, '[part=upload-button]'), null);
    el.resources = ['btnUploadAttachment', 'btnDelAttachment'];
    await settle(el);
    equal(Boolean(q(el, '[part=upload-button]')), true);
    equal(Boolean(q(el, '[part=delete-button]')), true);
    equal(q(el, 'button.name'), null);
    el.resources = [];
    el.skipResourceCheck = true;
    await settle(el);
    equal(Boolean(q(el, '[part=upload-button]')) && Boolean(q(el, '[part=delete-button]')) && Boolean(q(el, 'button.name')), true);
    el.readonly = true;
    await settle(el);
    equal(q(el, '[part=upload-button]'), null, 'readonly hides upload');
    equal(q(el, '[part=delete-button]'), null, 'readonly hides delete');
  });

  it('refuses a bad format with "unsupported file format"', async () => {
    let called = 0;
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button accept="pdf, .docx" .resources=${ALL} .upload=${async () => {
        called++;
        return [];
      }}></srm-attachment-button>`,
    );
    await openPanel(el);
    const refused = oneEvent<CustomEvent<SrmAttachmentErrorDetail>>(el, 'srm-attachment-error');
    pick(el, [new File(['x'], 'virus.exe')]);
    const e = await refused;
    equal(e.detail.reason, 'format');
    equal(e.detail.message, 'unsupported file format');
    equal(lastToast()!.message, 'unsupported file format');
    equal(called, 0);
    equal(el.state, 'idle');
  });

  it('refuses a too large file with "{file name} attachment too large" (default max 2 GB)', async () => {
    const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button .resources=${ALL} .upload=${async () => []}></srm-attachment-button>`);
    equal(el.maxSize, 2147483648);
    const huge = new File(['x'], 'video.mp4');
    Object.defineProperty(huge, 'size', { value: 2147483649 });
    equal(el.checkFiles([huge])!.message, 'video.mp4 attachment too large');
    const exact = new File(['x'], 'ok.mp4');
    Object.defineProperty(exact, 'size', { value: 2147483648 });
    equal(el.checkFiles([exact]), null, 'exactly 2 GB passes');
    el.maxSize = 4;
    await openPanel(el);
    const refused = oneEvent<CustomEvent<SrmAttachmentErrorDetail>>(el, 'srm-attachment-error');
    pick(el, [new File(['12345'], 'report.pdf')]);
    equal((await refused).detail.message, 'report.pdf attachment too large');
    equal(lastToast()!.message, 'report.pdf attachment too large');
  });

  it('uploads with a progress bar, appends the files and rebuilds the id list', async () => {
    let progress!: (p: number) => void;
    let finish!: (files: AttachmentFile[]) => void;
    let received: File[] = [];
    const upload = (f: File[], onProgress: (p: number) => void) => {
      received = f;
      progress = onProgress;
      return new Promise<AttachmentFile[]>((r) => (finish = r));
    };
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button value="F1,F2" .files=${files()} .resources=${ALL} .upload=${upload}></srm-attachment-button>`,
    );
    await openPanel(el);
    pick(el, [new File(['abc'], 'spec.pdf')]);
    await settle(el);
    equal(el.state, 'uploading');
    equal(received[0].name, 'spec.pdf');
    progress(42.4);
    await settle(el);
    equal(q<HTMLProgressElement>(el, 'progress')!.value, 42);
    equal(q<HTMLButtonElement>(el, '[part=upload-button]')!.disabled, true);
    const changed = oneEvent<CustomEvent<SrmAttachmentsChangeDetail>>(el, 'srm-attachments-change');
    let nativeChange = 0;
    el.addEventListener('change', () => nativeChange++);
    finish([{ id: 3, fileId: 'F3', originalFileName: 'spec.pdf' }]);
    const e = await changed;
    equal(e.detail.ids, 'F1,F2,F3');
    equal(e.detail.reason, 'upload');
    equal(el.value, 'F1,F2,F3');
    equal(nativeChange, 1);
    await settle(el);
    equal(el.state, 'idle');
    equal(q(el, 'progress'), null);
    equal(q(el, '[part=badge]')!.textContent, '3');
  });

  it('a failed upload shows the server message for 2.5 s and goes back to idle', async () => {
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button .resources=${ALL} .upload=${async () => {
        throw new Error('disk full');
      }}></srm-attachment-button>`,
    );
    await openPanel(el);
    pick(el, [new File(['a'], 'a.pdf')]);
    await waitFor(() => lastToast()?.message === 'disk full', 'server message');
    equal(lastToast()!.duration, 2500);
    equal(el.state, 'idle');
    equal(el.value, '');
  });

  it('delete asks for confirmation; cancel keeps the file', async () => {
    const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button value="F1,F2" .files=${files()} .resources=${ALL}></srm-attachment-button>`);
    await openPanel(el);
    q<HTMLButtonElement>(el, '[part=delete-button]')!.click();
    await settle(el);
    const dialog = q<HTMLDialogElement>(el, 'dialog')!;
    equal(dialog.open, true);
    equal(q(el, '#confirm-text')!.textContent!.trim(), 'Delete attachment: please confirm whether to continue deleting attachment information?');
    await expectAccessible(el);
    q<HTMLButtonElement>(el, 'dialog .secondary')!.click();
    await settle(el);
    equal(dialog.open, false);
    equal(el.files.length, 2);
    equal(el.value, 'F1,F2');
  });

  it('confirmed delete calls deleteFiles, rebuilds the ids and tells the user to save', async () => {
    const removed: AttachmentFile[][] = [];
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button value="F1,F2" .files=${files()} .resources=${ALL} .deleteFiles=${(f: AttachmentFile[]) => {
        removed.push(f);
      }}></srm-attachment-button>`,
    );
    await openPanel(el);
    q<HTMLButtonElement>(el, '[part=delete-button]')!.click();
    await settle(el);
    const changed = oneEvent<CustomEvent<SrmAttachmentsChangeDetail>>(el, 'srm-attachments-change');
    q<HTMLButtonElement>(el, 'dialog .ok')!.click();
    const e = await changed;
    equal(removed[0][0].fileId, 'F1');
    equal(e.detail.ids, 'F2');
    equal(e.detail.reason, 'delete');
    equal(el.value, 'F2');
    equal(lastToast()!.message, 'attachment deleted successfully, because the attachment ID changed please save the business document in time');
  });

  it('a file without id cannot be deleted: "attachment ids cannot be empty"', async () => {
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button .files=${[{ originalFileName: 'orphan.txt' }]} .resources=${ALL}></srm-attachment-button>`,
    );
    await openPanel(el);
    const refused = oneEvent<CustomEvent<SrmAttachmentErrorDetail>>(el, 'srm-attachment-error');
    q<HTMLButtonElement>(el, '[part=delete-button]')!.click();
    equal((await refused).detail.message, 'attachment ids cannot be empty');
    equal(q<HTMLDialogElement>(el, 'dialog')!.open, false);
  });

  it('a failing deleteFiles keeps the file and shows the server message', async () => {
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button value="F1,F2" .files=${files()} .resources=${ALL} .deleteFiles=${async () => {
        throw new Error('locked');
      }}></srm-attachment-button>`,
    );
    await openPanel(el);
    q<HTMLButtonElement>(el, '[part=delete-button]')!.click();
    await settle(el);
    q<HTMLButtonElement>(el, 'dialog .ok')!.click();
    await waitFor(() => lastToast()?.message === 'locked', 'server message');
    equal(el.value, 'F1,F2');
  });

  it('download calls the host callback with the file', async () => {
    const got: AttachmentFile[] = [];
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button .files=${files()} .resources=${ALL} .download=${(f: AttachmentFile) => {
        got.push(f);
      }}></srm-attachment-button>`,
    );
    await openPanel(el);
    q<HTMLButtonElement>(el, 'button.name')!.click();
    await waitFor(() => got.length === 1, 'download');
    equal(got[0].originalFileName, 'contract.pdf');
  });

  it('loads the records of the ids through loadFiles', async () => {
    const el = await fixture<SrmAttachmentButton>(
      html`<srm-attachment-button value="F1,F2" .resources=${ALL} .loadFiles=${async (ids: string[]) => ids.map((id) => ({ fileId: id, originalFileName: `${id}.pdf` }))}></srm-attachment-button>`,
    );
    equal(q(el, '[part=badge]')!.textContent, '2', 'count from the ids before loading');
    await waitFor(() => el.files.length === 2, 'files loaded');
  });

  it('speaks Chinese', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button .files=${files()} .resources=${ALL}></srm-attachment-button>`);
    equal(el.checkFiles([new File(['12'], '图纸.dwg')]), null);
    el.accept = ['pdf'];
    equal(el.checkFiles([new File(['12'], '图纸.dwg')])!.message, '不支持的文件格式');
    el.accept = '';
    el.maxSize = 1;
    equal(el.checkFiles([new File(['12'], '图纸.dwg')])!.message, '图纸.dwg 附件过大');
    await setLocale('en');
  });

  describe('preview of PDF and picture attachments', () => {
    const kinds = (): AttachmentFile[] => [
      { fileId: 'F1', originalFileName: 'contract.pdf' },
      { fileId: 'F2', originalFileName: 'drawing.dwg' },
      { fileId: 'F3', originalFileName: 'site photo.JPG' },
    ];
    const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const realOpen = window.open;
    let opened: string[] = [];
    beforeEach(() => {
      opened = [];
      window.open = ((url?: string | URL) => {
        opened.push(String(url ?? ''));
        return null;
      }) as typeof window.open;
    });
    afterEach(() => {
      window.open = realOpen;
    });
    const rows = (el: SrmAttachmentButton) => Array.from(el.shadowRoot!.querySelectorAll('[part=file]'));

    it('offers a preview for PDFs and pictures only, with previewUrl and the download right', async () => {
      const el = await fixture<SrmAttachmentButton>(html`<srm-attachment-button .files=${kinds()} .resources=${ALL}></srm-attachment-button>`);
      await openPanel(el);
      equal(q(el, '[part~=preview-button]'), null, 'no preview without previewUrl');
      el.previewUrl = (f) => `/view?fileId=${f.fileId}`;
      await settle(el);
      deepEqual(
        rows(el).map((r) => r.querySelector('[part~=preview-button]')?.localName ?? null),
        ['srm-pdf-opener', null, 'button'],
      );
      await expectAccessible(el);
      el.resources = ['btnUploadAttachment'];
      await settle(el);
      equal(q(el, '[part~=preview-button]'), null, 'seeing a file is reading it: no download right, no preview');
    });

    it('a PDF opens in a new tab at the address previewUrl gives', async () => {
      const asked: AttachmentFile[] = [];
      const el = await fixture<SrmAttachmentButton>(
        html`<srm-attachment-button .files=${kinds()} .resources=${ALL} .previewUrl=${(f: AttachmentFile) => (asked.push(f), `/view?fileId=${f.fileId}`)}></srm-attachment-button>`,
      );
      await openPanel(el);
      const opener = q(el, 'srm-pdf-opener')!;
      await settle(opener);
      equal(opener.textContent!.replace(/\s+/g, ' ').trim(), 'Preview contract.pdf', 'the button says which file');
      opener.shadowRoot!.querySelector('button')!.click();
      await waitFor(() => opened.length === 1, 'tab opened');
      deepEqual(opened, ['/view?fileId=F1']);
      equal(asked[0].originalFileName, 'contract.pdf');
    });

    it('a picture opens in the image viewer modal; closing it gives the focus back to the button', async () => {
      const el = await fixture<SrmAttachmentButton>(
        html`<srm-attachment-button .files=${kinds()} .resources=${ALL} .previewUrl=${() => PNG}></srm-attachment-button>`,
      );
      await openPanel(el);
      const button = rows(el)[2].querySelector<HTMLButtonElement>('[part~=preview-button]')!;
      equal(button.getAttribute('aria-label'), 'Preview site photo.JPG');
      button.click();
      await waitFor(() => !!q(el, 'srm-image-viewer'), 'viewer shown');
      const viewer = q(el, 'srm-image-viewer') as HTMLElement & { open: boolean; src: string; fileName: string; close(): void };
      await settle(viewer);
      equal(viewer.open, true);
      equal(viewer.src, PNG);
      equal(viewer.fileName, 'site photo.JPG');
      equal(el.open, false, 'the popover closed under the modal');
      await expectAccessible(el);
      viewer.close();
      await settle(el);
      equal(q(el, 'srm-image-viewer'), null);
      equal(el.shadowRoot!.activeElement, q(el, '[part=trigger]'));
    });

    it('a failed preview says why and opens nothing', async () => {
      const el = await fixture<SrmAttachmentButton>(
        html`<srm-attachment-button .files=${kinds()} .resources=${ALL} .previewUrl=${() => Promise.reject(new Error('file gone'))}></srm-attachment-button>`,
      );
      await openPanel(el);
      const failed = oneEvent<CustomEvent<SrmAttachmentErrorDetail>>(el, 'srm-attachment-error');
      rows(el)[2].querySelector<HTMLButtonElement>('[part~=preview-button]')!.click();
      const e = await failed;
      equal(e.detail.reason, 'preview');
      equal(e.detail.message, 'file gone');
      equal(q(el, 'srm-image-viewer'), null);
    });
  });
});
