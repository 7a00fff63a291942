/**
 * The page numbers a numbered pager shows (spec §9 pagination range): the current page and up to
 * `range` pages either side, shifted to stay inside 1..totalPages so the pager keeps its width.
 */
export function pageWindow(pageNo: number, totalPages: number, range: number): number[] {
  const size = Math.min(totalPages, 2 * range + 1);
  const first = Math.min(Math.max(1, pageNo - range), Math.max(1, totalPages - size + 1));
  return Array.from({ length: Math.max(0, size) }, (_, i) => first + i);
}
