import { boxBlur } from './boxBlur';
import { homography, type Point } from './homography';
import type { PaperCanvas } from './PaperCanvas';

// Hot loops touch no globals: under jest's sandbox every global lookup is slow.
const { floor, sin } = Math;

/** How the lab "photographs" a paper invoice lying on a desk. */
export interface Shot {
  width: number;
  height: number;
  /** Degrees the paper is turned, any angle. */
  rotation: number;
  /** 0 seen from straight above; up to about 0.4 the far edge narrower (phone held at an angle). */
  tilt: number;
  /** How much of the frame the paper fills, 0–1. */
  fill: number;
  /** Box-blur radius in pixels (out of focus, shaken). */
  blur: number;
  /** Sensor noise amplitude, 0–40. */
  noise: number;
  /** Uneven light: 0 none, 1 one side half as bright. */
  shade: number;
  seed: number;
}

/** A small seeded generator: the same shot gives the same photo. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Where the paper's corners land in the frame: fitted, tilted, then turned about the centre. */
function cornersOf(paper: PaperCanvas, shot: Shot): Point[] {
  const angle = (shot.rotation * Math.PI) / 180;
  const [c, s] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  const { width: pw, height: ph } = paper;
  const k = Math.min(
    (shot.fill * shot.width) / (pw * c + ph * s),
    (shot.fill * shot.height) / (pw * s + ph * c),
  );
  const [w, h] = [(pw * k) / 2, (ph * k) / 2];
  const pinch = shot.tilt * w;
  const local: Point[] = [
    [-w + pinch, -h + pinch * 0.3],
    [w - pinch, -h + pinch * 0.3],
    [w, h],
    [-w, h],
  ];
  return local.map(([x, y]) => [
    shot.width / 2 + x * Math.cos(angle) - y * Math.sin(angle),
    shot.height / 2 + x * Math.sin(angle) + y * Math.cos(angle),
  ]);
}

/** The photo as RGBA pixels: desk, paper in perspective, light, blur and noise. */
export function photographPaper(paper: PaperCanvas, shot: Shot): Uint8ClampedArray {
  const { width, height } = shot;
  const paperCorners: Point[] = [
    [0, 0],
    [paper.width - 1, 0],
    [paper.width - 1, paper.height - 1],
    [0, paper.height - 1],
  ];
  const toPaper = homography(cornersOf(paper, shot), paperCorners);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPaper;
  const out = new Uint8ClampedArray(width * height * 4);
  const source = paper.pixels;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const w = h6 * (x + 0.5) + h7 * (y + 0.5) + 1;
      const u = (h0 * (x + 0.5) + h1 * (y + 0.5) + h2) / w;
      const v = (h3 * (x + 0.5) + h4 * (y + 0.5) + h5) / w;
      const light = 1 - (shot.shade * 0.5 * x) / width;
      if (u >= 0 && v >= 0 && u < paper.width - 1 && v < paper.height - 1) {
        const u0 = floor(u);
        const v0 = floor(v);
        const fu = u - u0;
        const fv = v - v0;
        const p = (v0 * paper.width + u0) * 3;
        const q = p + paper.width * 3;
        for (let ch = 0; ch < 3; ch += 1) {
          const top = source[p + ch] * (1 - fu) + source[p + 3 + ch] * fu;
          const bottom = source[q + ch] * (1 - fu) + source[q + 3 + ch] * fu;
          out[at + ch] = (top * (1 - fv) + bottom * fv) * light;
        }
      } else {
        const grain = 12 * sin(y / 9 + sin(x / 53) * 3);
        out[at] = (128 + grain) * light;
        out[at + 1] = (98 + grain) * light;
        out[at + 2] = (70 + grain) * light;
      }
      out[at + 3] = 255;
    }
  }
  boxBlur(out, width, height, shot.blur);
  if (shot.noise > 0) {
    const next = random(shot.seed);
    for (let i = 0; i < out.length; i += 4) {
      const n = (next() - 0.5) * shot.noise;
      out[i] += n;
      out[i + 1] += n;
      out[i + 2] += n;
    }
  }
  return out;
}
