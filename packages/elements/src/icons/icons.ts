/**
 * Inline SVG icons by name, so no icon depends on a font being installed (emoji
 * glyphs render as empty boxes on machines without an emoji font). Names match
 * the `resIcon` values the server seeds for buttons.
 */
import { svg, type SVGTemplateResult } from 'lit';

const PATHS: Record<string, string> = {
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  paperclip: 'M20 11l-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5',
  check: 'M5 12l5 5L20 7',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  settings: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4',
  submit: 'M4 12l16-8-6 16-2-6-8-2z',
  approval: 'M5 12l5 5L20 7',
  reject: 'M6 6l12 12M18 6L6 18',
  publish: 'M4 12l16-8-6 16-2-6-8-2z',
  withdraw: 'M9 14l-5-5 5-5M4 9h10a6 6 0 0 1 0 12h-3',
  view: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
};

export function hasIcon(name: string | undefined | null): boolean {
  return !!name && name in PATHS;
}

/** The icon of `name`, 1em square, drawn in the current text colour; nothing for an unknown name. */
export function icon(name: string): SVGTemplateResult {
  const d = PATHS[name] ?? '';
  return svg`<svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" style="vertical-align:-0.125em"><path d=${d}></path></svg>`;
}
