import { describe, expect, it } from 'vitest'
import { table } from '../../../protocol/test/tableBuilder'
import { applyEdit } from './tableEdits'
import { parseClipboard, planPaste, rangeToClipboard } from './clipboardGrid'

const base = table([['wire', 'text'], ['len', 'integer', 'mm'], ['ok', 'boolean'], ['day', 'date']], [
  ['W1', 100, true, '2025-01-02'],
  ['W2', null, false, null],
])
const ids = (n: number) => Array.from({ length: n }, (_, i) => `new${i}`)

describe('copy', () => {
  it('writes a rectangle as tab-separated CRLF lines, quoting what needs it', () => {
    expect(rangeToClipboard(base, { top: 0, left: 0, bottom: 1, right: 3 })).toBe('W1\t100\tTRUE\t2025-01-02\r\nW2\t\tFALSE\t\r\n')
    const tricky = table([['t', 'text']], [['a\tb'], ['line1\nline2']])
    expect(rangeToClipboard(tricky, { top: 0, left: 0, bottom: 1, right: 0 })).toBe('"a\tb"\r\n"line1\nline2"\r\n')
  })

  it('reads back what it writes, and what Excel writes', () => {
    expect(parseClipboard('W1\t100\r\nW2\t\r\n')).toEqual([['W1', '100'], ['W2', '']])
    expect(parseClipboard('"a\tb"\t"x\ny"\r\n')).toEqual([['a\tb', 'x\ny']])
    expect(parseClipboard('single')).toEqual([['single']])
    expect(parseClipboard('"open')).toBeNull()
  })
})

describe('paste', () => {
  it('pastes a block at the focus, converting each value for its column', () => {
    const plan = planPaste(base, { top: 0, left: 1, bottom: 0, right: 1 }, [['250', '否'], ['', 'true']], ids)
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    const after = applyEdit(base, plan.edit).table
    expect(after.rows.map((r) => r.cells)).toEqual([['W1', 250, false, '2025-01-02'], ['W2', null, true, null]])
    expect(plan.rowsAdded).toBe(0)
  })

  it('adds rows past the end and leaves out columns past the right edge', () => {
    const plan = planPaste(base, { top: 1, left: 2, bottom: 1, right: 2 }, [['是', '2025/3/1', 'x'], ['否', '', 'y'], ['是', '2025-03-04', 'z']], ids)
    expect(plan.ok && [plan.rowsAdded, plan.columnsLeftOut]).toEqual([2, 1])
    if (!plan.ok) return
    const after = applyEdit(base, plan.edit).table
    expect(after.rows.slice(1).map((r) => [r.id, ...r.cells])).toEqual([
      ['r2', 'W2', null, true, '2025-03-01'],
      ['new0', null, null, false, null],
      ['new1', null, null, true, '2025-03-04'],
    ])
  })

  it('fills a larger selection with one copied cell', () => {
    const plan = planPaste(base, { top: 0, left: 1, bottom: 1, right: 1 }, [['7']], ids)
    expect(plan.ok && applyEdit(base, plan.edit).table.rows.map((r) => r.cells[1])).toEqual([7, 7])
  })

  it('refuses the whole paste when one value does not fit, naming the cell', () => {
    expect(planPaste(base, { top: 0, left: 0, bottom: 0, right: 0 }, [['W9', '12'], ['W10', '1.5']], ids)).toEqual({ ok: false, problem: 'dtNotInteger', row: 2, column: 'len' })
    expect(planPaste(base, { top: 0, left: 3, bottom: 0, right: 3 }, [['2025-02-30']], ids)).toMatchObject({ ok: false, problem: 'dtNotDate', row: 1 })
  })
})
