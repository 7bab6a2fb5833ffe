/**
 * A 5×7 pixel font for the digits and the few Latin words the sample invoices print (the lab
 * cannot rely on system fonts). Each glyph is seven rows of five bits, top row first.
 */
const GLYPHS: Record<string, readonly number[]> = {
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '.': [0, 0, 0, 0, 0, 12, 12],
  '-': [0, 0, 0, 31, 0, 0, 0],
  ':': [0, 12, 12, 0, 12, 12, 0],
  '¥': [17, 10, 31, 4, 31, 4, 4],
  A: [14, 17, 17, 31, 17, 17, 17],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
};

export const GLYPH_WIDTH = 6;

/** Calls `dot(x, y)` for every lit pixel of `text` at 1:1 (unknown characters are spaces). */
export function eachTextDot(text: string, dot: (x: number, y: number) => void): void {
  [...text.toUpperCase()].forEach((char, index) => {
    const rows = GLYPHS[char];
    if (!rows) return;
    rows.forEach((bits, y) => {
      for (let x = 0; x < 5; x += 1) if (bits & (16 >> x)) dot(index * GLYPH_WIDTH + x, y);
    });
  });
}
