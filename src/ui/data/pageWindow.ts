/** Page numbers to offer: first, last and two either side of the current, gaps as null. */
export function pageWindow(page: number, pageCount: number, reach = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    const near = Math.abs(candidate - page) <= reach;
    if (candidate === 1 || candidate === pageCount || near) pages.push(candidate);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
