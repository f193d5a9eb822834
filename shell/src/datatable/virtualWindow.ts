/**
 * Which rows a virtualised grid draws: those inside the viewport plus a few above and below, so a
 * scroll of a few rows never shows an empty band before the next frame. Rows have a fixed height.
 */

/** The first and last row index to draw (inclusive); last < first when there are no rows. */
export interface RowWindow {
  readonly first: number
  readonly last: number
}

/** Rows drawn beyond each edge of the viewport. */
export const OVERSCAN_ROWS = 8

/** The rows to draw for a viewport of `height` pixels scrolled to `scrollTop` over `count` rows of `rowHeight`. */
export function rowWindow(scrollTop: number, height: number, rowHeight: number, count: number, overscan = OVERSCAN_ROWS): RowWindow {
  if (count === 0) return { first: 0, last: -1 }
  const top = Math.max(0, Math.floor(scrollTop / rowHeight))
  const bottom = Math.ceil((scrollTop + Math.max(height, 0)) / rowHeight)
  return { first: Math.max(0, Math.min(top, count - 1) - overscan), last: Math.min(count - 1, bottom + overscan) }
}

/** The scroll position that brings row `index` into view, or null when it already is. */
export function scrollToRow(index: number, scrollTop: number, height: number, rowHeight: number): number | null {
  const top = index * rowHeight
  if (top < scrollTop) return top
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height
  return null
}
