import { describe, expect, it } from 'vitest'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { generateHarness } from '../generate/generateHarness'
import { reportWindows, type ReportWindows } from './reportSheets'
import { sortedWindows } from './sortedWindows'

/** A report of rows [name, length] about records r0, r1, ... */
function report(rows: Array<[string | null, number | null]>): ReportWindows {
  return {
    kind: 'bom', total: rows.length,
    columns: [{ key: 'name', zh: '名称', en: 'Name', width: 8 }, { key: 'length', zh: '长度', en: 'Length', width: 8 }] as never,
    window: (offset, end) => ({ rows: rows.slice(offset, end), rowIds: rows.slice(offset, end).map((_, i) => [`r${offset + i}`]) }),
  }
}

const ids = (w: ReportWindows) => w.window(0, w.total).rowIds.map((r) => r[0])

describe('sortedWindows', () => {
  it('sorts text in natural order and numbers by value, either way, empty cells last, ties in the report\'s order', () => {
    const w = report([['W10', 5], ['W2', null], ['W1', 12], [null, 5], ['W2', 3]])
    expect(ids(sortedWindows(w, { column: 'name', descending: false }))).toEqual(['r2', 'r1', 'r4', 'r0', 'r3'])
    expect(ids(sortedWindows(w, { column: 'name', descending: true }))).toEqual(['r0', 'r1', 'r4', 'r2', 'r3'])
    expect(ids(sortedWindows(w, { column: 'length', descending: false }))).toEqual(['r4', 'r0', 'r3', 'r2', 'r1'])
    expect(ids(sortedWindows(w, { column: 'length', descending: true }))).toEqual(['r2', 'r0', 'r3', 'r4', 'r1'])
  })

  it('answers a window through the order, rows with their records, and leaves a report as it is for an unknown column', () => {
    const w = report(Array.from({ length: 4500 }, (_, i) => [`W${i}`, i % 7] as [string, number]))
    const sorted = sortedWindows(w, { column: 'name', descending: true })
    expect(sorted.window(0, 2)).toEqual({ rows: [['W4499', 4499 % 7], ['W4498', 4498 % 7]], rowIds: [['r4499'], ['r4498']] })
    expect(sorted.window(4499, 4600).rowIds).toEqual([['r0']])
    expect(sortedWindows(w, { column: 'nothing', descending: false })).toBe(w)
  })
})

describe('sortedWindows over a cut table', () => {
  it('reads a column of the cut table by itself and sorts it as reading every window would, for every column', () => {
    const doc = new Editor(generateHarness('S', 5)).doc
    const windows = reportWindows('cut-table', doc, deriveHarness(doc), 'zh')
    expect(windows.column).toBeDefined()
    const { column: _fast, ...byWindows } = windows
    windows.columns.forEach((c, k) => {
      expect(windows.column!(k), c.key).toEqual(byWindows.window(0, windows.total).rows.map((row) => row[k] ?? null))
      for (const descending of [false, true]) {
        const sort = { column: c.key, descending }
        expect(ids(sortedWindows(windows, sort)), `${c.key} ${descending}`).toEqual(ids(sortedWindows(byWindows, sort)))
      }
    })
  })
})
