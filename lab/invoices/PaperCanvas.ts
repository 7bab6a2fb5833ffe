import { eachTextDot } from './bitmapFont';

export type Rgb = readonly [number, number, number];

/** An RGB raster the lab draws sample invoices on, before photographing them. */
export class PaperCanvas {
  readonly pixels: Uint8ClampedArray;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8ClampedArray(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  fillRect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + w));
    const y1 = Math.min(this.height, Math.floor(y + h));
    for (let row = y0; row < y1; row += 1) {
      for (let col = x0; col < x1; col += 1) {
        const at = (row * this.width + col) * 3;
        this.pixels[at] = r;
        this.pixels[at + 1] = g;
        this.pixels[at + 2] = b;
      }
    }
  }

  /** A rectangle's outline `line` pixels thick. */
  strokeRect(x: number, y: number, w: number, h: number, line: number, colour: Rgb): void {
    this.fillRect(x, y, w, line, colour);
    this.fillRect(x, y + h - line, w, line, colour);
    this.fillRect(x, y, line, h, colour);
    this.fillRect(x + w - line, y, line, h, colour);
  }

  text(text: string, x: number, y: number, scale: number, colour: Rgb): void {
    eachTextDot(text, (dx, dy) =>
      this.fillRect(x + dx * scale, y + dy * scale, scale, scale, colour),
    );
  }

  /** An elliptic ring, like a seller's stamp. */
  ring(cx: number, cy: number, rx: number, ry: number, thickness: number, colour: Rgb): void {
    for (let row = Math.floor(cy - ry); row <= cy + ry; row += 1) {
      for (let col = Math.floor(cx - rx); col <= cx + rx; col += 1) {
        const outer = ((col - cx) / rx) ** 2 + ((row - cy) / ry) ** 2;
        const inner = ((col - cx) / (rx - thickness)) ** 2 + ((row - cy) / (ry - thickness)) ** 2;
        if (outer <= 1 && inner >= 1) this.fillRect(col, row, 1, 1, colour);
      }
    }
  }
}
