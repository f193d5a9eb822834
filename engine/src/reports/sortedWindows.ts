import { compareNatural } from './reportCells'
import type { ReportWindows } from './reportSheets'

/** How a report is sorted: by the column with key `column`, rising or, with `descending`, falling. */
export interface ReportSort {
  readonly column: string
  readonly descending: boolean
}

/** How many rows one pass reads while the sort key of every row is gathered. */
const READ_ROWS = 2000

/** Column `k`'s cell of every row of `windows`, read window by window. */
function readColumn(windows: ReportWindows, k: number): Array<string | number | null> {
  const keys: Array<string | number | null> = new Array(windows.total)
  for (let at = 0; at < windows.total; at += READ_ROWS) {
    const { rows } = windows.window(at, Math.min(windows.total, at + READ_ROWS))
    for (let i = 0; i < rows.length; i++) keys[at + i] = rows[i]![k] ?? null
  }
  return keys
}

/**
 * Report `windows` in the order of one of its columns, as a designer sorts a table by clicking
 * its heading: numbers by value, text in natural order ("X2" before "X10"), empty cells last
 * whichever way; rows with equal cells keep the report's own order. The column's cell of every
 * row is read once (through the report's `column` where it has one: a cut table then makes only
 * the fields that column needs), and the windows asked for afterwards are read through the
 * order. An unknown column leaves the report as it is.
 *
 * Example: wire numbers W10, W2, W1 sorted rising read W1, W2, W10; falling W10, W2, W1.
 */
export function sortedWindows(windows: ReportWindows, sort: ReportSort): ReportWindows {
  const k = windows.columns.findIndex((c) => c.key === sort.column)
  if (k < 0) return windows
  const keys = windows.column ? windows.column(k) : readColumn(windows, k)
  const order = Int32Array.from({ length: windows.total }, (_, i) => i)
  const sign = sort.descending ? -1 : 1
  order.sort((a, b) => {
    const x = keys[a] ?? null
    const y = keys[b] ?? null
    const xe = x === null || x === ''
    const ye = y === null || y === ''
    if (xe || ye) return xe && ye ? a - b : xe ? 1 : -1
    const byValue = typeof x === 'number' && typeof y === 'number' ? x - y : compareNatural(String(x), String(y))
    return byValue !== 0 ? sign * byValue : a - b
  })
  return {
    kind: windows.kind, columns: windows.columns, total: windows.total,
    window: (offset, end) => {
      const rows: Array<ReadonlyArray<string | number | null>> = []
      const rowIds: Array<readonly string[]> = []
      for (let i = Math.max(0, offset); i < Math.min(end, windows.total); i++) {
        const one = windows.window(order[i]!, order[i]! + 1)
        rows.push(one.rows[0]!)
        rowIds.push(one.rowIds[0] ?? [])
      }
      return { rows, rowIds }
    },
  }
}
