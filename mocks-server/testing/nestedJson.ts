/** JSON text nested `depth` levels deep, e.g. nestedJson('[', ']', 3) is `[[[1]]]`. */
export function nestedJson(open: string, close: string, depth: number): string {
  return open.repeat(depth) + '1' + close.repeat(depth);
}
