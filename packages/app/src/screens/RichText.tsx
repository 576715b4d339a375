/**
 * A small rich-text editor (bold, italic, list, link) on contenteditable, and the
 * sanitiser every rich text passes before it is shown. The server sanitises
 * `richtext` fields on save; this second pass keeps a page safe from anything
 * stored before that or by another path: no script, no handler, no javascript: URL.
 */
import { useEffect, useRef } from 'react';
import { t } from '../lib/i18n.ts';

const ALLOWED = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'H1',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'SPAN',
  'DIV',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TD',
  'TH',
  'IMG',
  'HR',
  'PRE',
  'CODE',
]);
const ATTRS: Record<string, string[]> = {
  A: ['href', 'title', 'target'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED.has(child.tagName)) {
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED'].includes(child.tagName)) child.remove();
        else {
          walk(child);
          child.replaceWith(...child.childNodes);
        }
        continue;
      }
      for (const attr of [...child.attributes]) {
        const ok = ATTRS[child.tagName]?.includes(attr.name);
        const url = attr.name === 'href' || attr.name === 'src';
        if (!ok || (url && !/^(https?:|mailto:|\/|#|data:image\/)/i.test(attr.value.trim()))) child.removeAttribute(attr.name);
      }
      if (child.tagName === 'A') child.setAttribute('rel', 'noopener noreferrer');
      walk(child);
    }
  };
  walk(doc.body);
  return doc.body.innerHTML;
}

export function RichText({
  id,
  label,
  value,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid?: boolean;
  onChange: (html: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = sanitizeHtml(value);
  }, [value]);
  const cmd = (name: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <div className={invalid ? 'rich-text invalid' : 'rich-text'}>
      <div className="rich-toolbar" role="toolbar" aria-label={label}>
        <button type="button" onClick={() => cmd('bold')} title={t('edit.richBold')} aria-label={t('edit.richBold')}>
          <b>B</b>
        </button>
        <button type="button" onClick={() => cmd('italic')} title={t('edit.richItalic')} aria-label={t('edit.richItalic')}>
          <i>I</i>
        </button>
        <button type="button" onClick={() => cmd('insertUnorderedList')} title={t('edit.richList')} aria-label={t('edit.richList')}>
          ≡
        </button>
        <button
          type="button"
          onClick={() => {
            const url = window.prompt('URL', 'https://');
            if (url && /^https?:\/\//.test(url)) cmd('createLink', url);
          }}
          title={t('edit.richLink')}
          aria-label={t('edit.richLink')}
        >
          🔗
        </button>
      </div>
      <div
        ref={ref}
        id={id}
        className="rich-editor"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        suppressContentEditableWarning
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
      />
    </div>
  );
}
