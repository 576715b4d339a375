import { LitElement, html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { localized, msg } from '../../localization.ts';
import { signaturePadStyles } from './signature-pad.styles.ts';
import type { SrmSignaturePadSignDetail } from './signature-pad.events.ts';

type Point = { x: number; y: number };

/**
 * @summary A pad where a person draws a signature with a mouse, a pen or a finger.
 *
 * Pointer events cover mouse, pen and touch alike; the strokes are kept as
 * points (so the drawing survives a resize) and drawn on a canvas sized to
 * the device pixels. `toPng()` answers the drawing as a PNG data URL with a
 * transparent background, cropped to what was drawn; "Confirm" fires
 * `srm-signature-pad-sign` with it, "Clear" starts again. An empty pad cannot
 * be confirmed.
 *
 * @fires {Event} change - The drawing changed (a stroke ended, or the pad was cleared).
 * @fires {CustomEvent<SrmSignaturePadSignDetail>} srm-signature-pad-sign - "Confirm" was pressed on a drawn signature; detail `{ png }`.
 *
 * @csspart canvas - The drawing surface.
 *
 * @cssproperty [--srm-signature-pad-width=420px] - Width of the pad.
 * @cssproperty [--srm-signature-pad-height=160px] - Height of the pad.
 * @cssproperty [--srm-signature-pad-background=#fff] - Background behind the ink (not exported).
 */
@localized()
export class SrmSignaturePad extends LitElement {
  static override styles = signaturePadStyles;

  /** Ink colour. */
  @property({ attribute: 'pen-color' }) penColor = '#10233f';
  /** Line width in CSS pixels. */
  @property({ type: Number, attribute: 'pen-width' }) penWidth = 2.5;
  /** Nothing can be drawn, cleared or confirmed. */
  @property({ type: Boolean, reflect: true }) disabled = false;
  /** Hides the Confirm button (the host confirms with `toPng()` itself). */
  @property({ type: Boolean, attribute: 'no-confirm' }) noConfirm = false;

  @state() private strokes: Point[][] = [];
  @query('canvas') private canvas!: HTMLCanvasElement;
  private drawing: Point[] | null = null;
  private resizer?: ResizeObserver;

  /** True while nothing has been drawn. */
  get isEmpty(): boolean {
    return this.strokes.every((s) => s.length === 0);
  }

  /** Starts again. */
  clear(): void {
    this.strokes = [];
    this.drawing = null;
    this.redraw();
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizer = new ResizeObserver(() => this.redraw());
  }

  override firstUpdated(): void {
    this.resizer?.observe(this.canvas);
    this.redraw();
  }

  override disconnectedCallback(): void {
    this.resizer?.disconnect();
    super.disconnectedCallback();
  }

  private point(e: PointerEvent): Point {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private down = (e: PointerEvent) => {
    if (this.disabled || e.button > 0) return;
    e.preventDefault();
    this.canvas.setPointerCapture?.(e.pointerId);
    this.drawing = [this.point(e)];
    this.strokes = [...this.strokes, this.drawing];
    this.redraw();
  };

  private move = (e: PointerEvent) => {
    if (!this.drawing) return;
    e.preventDefault();
    this.drawing.push(this.point(e));
    this.redraw();
  };

  private up = () => {
    if (!this.drawing) return;
    this.drawing = null;
    this.strokes = [...this.strokes];
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  };

  private paint(ctx: CanvasRenderingContext2D, scale: number, dx = 0, dy = 0): void {
    ctx.strokeStyle = this.penColor;
    ctx.fillStyle = this.penColor;
    ctx.lineWidth = this.penWidth * scale;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const s of this.strokes) {
      if (!s.length) continue;
      ctx.beginPath();
      ctx.moveTo((s[0].x - dx) * scale, (s[0].y - dy) * scale);
      if (s.length === 1) {
        ctx.arc((s[0].x - dx) * scale, (s[0].y - dy) * scale, (this.penWidth * scale) / 2, 0, Math.PI * 2);
        ctx.fill();
        continue;
      }
      for (const p of s.slice(1)) ctx.lineTo((p.x - dx) * scale, (p.y - dy) * scale);
      ctx.stroke();
    }
  }

  private redraw(): void {
    const c = this.canvas;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(c.clientWidth * ratio));
    const h = Math.max(1, Math.round(c.clientHeight * ratio));
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, w, h);
    this.paint(ctx, ratio);
  }

  /** The signature as a PNG data URL (transparent, cropped to the ink with a margin); '' when nothing is drawn. */
  toPng(scale = 2): string {
    if (this.isEmpty) return '';
    const pts = this.strokes.flat();
    const pad = this.penWidth * 2 + 4;
    const minX = Math.min(...pts.map((p) => p.x)) - pad;
    const minY = Math.min(...pts.map((p) => p.y)) - pad;
    const w = Math.max(...pts.map((p) => p.x)) - minX + pad;
    const h = Math.max(...pts.map((p) => p.y)) - minY + pad;
    const out = document.createElement('canvas');
    out.width = Math.ceil(w * scale);
    out.height = Math.ceil(h * scale);
    const ctx = out.getContext('2d');
    if (!ctx) return '';
    this.paint(ctx, scale, minX, minY);
    return out.toDataURL('image/png');
  }

  private confirm(): void {
    const png = this.toPng();
    if (!png) return;
    this.dispatchEvent(new CustomEvent<SrmSignaturePadSignDetail>('srm-signature-pad-sign', { detail: { png }, bubbles: true, composed: true }));
  }

  override render() {
    const empty = this.isEmpty;
    return html`
      <div class="pad">
        <canvas
          part="canvas"
          role="img"
          tabindex="0"
          aria-label=${msg('Signature drawing area: draw your signature with a mouse, pen or finger', { id: 'signature-pad.area' })}
          @pointerdown=${this.down}
          @pointermove=${this.move}
          @pointerup=${this.up}
          @pointercancel=${this.up}
          @lostpointercapture=${this.up}
        ></canvas>
        ${empty ? html`<div class="hint" aria-hidden="true">${msg('Sign here', { id: 'signature-pad.hint' })}</div>` : nothing}
      </div>
      <div class="actions">
        <button type="button" @click=${() => this.clear()} ?disabled=${this.disabled || empty}>${msg('Clear', { id: 'signature-pad.clear' })}</button>
        ${
          this.noConfirm
            ? nothing
            : html`<button type="button" class="primary" @click=${() => this.confirm()} ?disabled=${this.disabled || empty}>
              ${msg('Confirm signature', { id: 'signature-pad.confirm' })}
            </button>`
        }
      </div>
    `;
  }
}
