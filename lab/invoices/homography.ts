export type Point = readonly [number, number];

/** Solves the 8×8 system of a homography mapping `from[i]` → `to[i]` (four points each). */
export function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const rows: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1) {
      if (Math.abs(rows[row][col]) > Math.abs(rows[pivot][col])) pivot = row;
    }
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const factor = rows[row][col] / rows[col][col];
      for (let k = col; k < 9; k += 1) rows[row][k] -= factor * rows[col][k];
    }
  }
  return [...rows.map((row, i) => row[8] / row[i]), 1];
}
