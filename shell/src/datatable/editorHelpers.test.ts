import { describe, expect, it } from 'vitest'
import { table } from '../../../protocol/test/tableBuilder'
import { checkCellInput, displayCell, editText } from './cellInput'
import { decodeCsvBytes } from './decodeText'
import { findInTable, nextMatch } from './findInTable'
import { freeCopyName } from './freeCopyName'
import { clampPos, moveSelection, selectCell, selectedRows, selectionRect } from './gridSelection'
import { freshRowIds } from './rowIds'
import { rowWindow, scrollToRow } from './virtualWindow'

const words = { yes: '是', no: '否' }

describe('cell input', () => {
  it('checks typed text against the column type', () => {
    expect(checkCellInput('integer', ' 12 ')).toEqual({ ok: true, value: 12 })
    expect(checkCellInput('integer', '1.5')).toEqual({ ok: false, problem: 'dtNotInteger' })
    expect(checkCellInput('number', 'abc')).toEqual({ ok: false, problem: 'dtNotNumber' })
    expect(checkCellInput('boolean', '对')).toEqual({ ok: false, problem: 'dtNotBoolean' })
    expect(checkCellInput('date', '2025-13-01')).toEqual({ ok: false, problem: 'dtNotDate' })
    expect(checkCellInput('text', 'x'.repeat(4001))).toEqual({ ok: false, problem: 'dtTextTooLong' })
    expect(checkCellInput('text', 'a\u0000')).toEqual({ ok: false, problem: 'dtTextBadCharacter' })
    expect(checkCellInput('text', '')).toEqual({ ok: true, value: null })
  })

  it('shows values and starts editing from text that reads back', () => {
    expect(displayCell(true, words)).toBe('是')
    expect(displayCell('a\nb', words)).toBe('a ↵ b')
    expect(displayCell(null, words)).toBe('')
    for (const [type, value] of [['boolean', false], ['number', 0.25], ['date', '2025-01-02'], ['text', 'x\ny']] as const) {
      expect(checkCellInput(type, editText(value, words))).toEqual({ ok: true, value })
    }
  })
})

describe('selection', () => {
  it('extends from the anchor, collapses without Shift, and clamps to the table', () => {
    const start = selectCell({ row: 2, column: 1 })
    const extended = moveSelection(start, { row: 5, column: 0 }, true, 4, 3)
    expect(selectionRect(extended)).toEqual({ top: 2, left: 0, bottom: 3, right: 1 })
    expect(selectedRows(extended)).toEqual([2, 3])
    expect(moveSelection(extended, { row: -1, column: 9 }, false, 4, 3)).toEqual(selectCell({ row: 0, column: 2 }))
    expect(clampPos({ row: 3, column: 3 }, 0, 0)).toEqual({ row: 0, column: 0 })
  })
})

describe('find', () => {
  const t = table([['a', 'text'], ['b', 'boolean']], [['Red', true], ['blue', false], [null, true]])
  const show = (v: string | number | boolean | null) => displayCell(v, words)

  it('finds shown text ignoring case, in reading order, up to a limit', () => {
    expect(findInTable(t, 'RE', show).matches).toEqual([{ row: 0, column: 0 }])
    expect(findInTable(t, '是', show).matches).toEqual([{ row: 0, column: 1 }, { row: 2, column: 1 }])
    expect(findInTable(t, '', show).matches).toEqual([])
    expect(findInTable(t, '是', show, 1)).toEqual({ matches: [{ row: 0, column: 1 }], capped: true })
  })

  it('steps to the next and previous match with wrap-around', () => {
    const m = [{ row: 0, column: 1 }, { row: 2, column: 1 }]
    expect(nextMatch(m, { row: 0, column: 1 }, false)).toBe(1)
    expect(nextMatch(m, { row: 2, column: 1 }, false)).toBe(0)
    expect(nextMatch(m, { row: 0, column: 1 }, true)).toBe(1)
    expect(nextMatch(m, { row: 1, column: 0 }, true)).toBe(0)
    expect(nextMatch([], { row: 0, column: 0 }, false)).toBe(-1)
  })
})

describe('names, ids, windows and encodings', () => {
  it('finds the next free copy name', () => {
    expect(freeCopyName('导线表', '我的副本', new Set(['导线表']), 80)).toBe('导线表 (我的副本)')
    expect(freeCopyName('导线表', '我的副本', new Set(['导线表 (我的副本)', '导线表 (我的副本 2)']), 80)).toBe('导线表 (我的副本 3)')
    expect(freeCopyName('W', 'my copy', new Set(['w (MY COPY)']), 80)).toBe('W (my copy 2)')
    expect(Array.from(freeCopyName('长'.repeat(80), '我的副本', new Set(), 80))).toHaveLength(80)
  })

  it('makes unique row ids that avoid existing ones', () => {
    let calls = 0
    // A source that repeats its first id once, then counts up.
    const random = (b: Uint8Array) => { b.fill(calls < 2 ? 0 : calls); calls++; return b }
    const ids = freshRowIds(table([['a', 'text']], [['x']]), 2, random)
    expect(ids).toEqual(['0000000000', '2222222222'])
    expect(freshRowIds(table([], []), 50).every((id) => /^[0-9a-z]{10}$/.test(id))).toBe(true)
  })

  it('draws the visible rows plus overscan and scrolls a row into view', () => {
    expect(rowWindow(0, 240, 24, 100_000, 8)).toEqual({ first: 0, last: 18 })
    expect(rowWindow(24 * 50_000, 240, 24, 100_000, 8)).toEqual({ first: 49_992, last: 50_018 })
    expect(rowWindow(24 * 200_000, 240, 24, 100_000, 8)).toEqual({ first: 99_991, last: 99_999 })
    expect(rowWindow(0, 240, 24, 0)).toEqual({ first: 0, last: -1 })
    expect(scrollToRow(5, 0, 240, 24)).toBeNull()
    expect(scrollToRow(20, 0, 240, 24)).toBe(264)
    expect(scrollToRow(1, 100, 240, 24)).toBe(24)
  })

  it('reads UTF-8 and falls back to GB18030', () => {
    const gbk = new Uint8Array([0xb5, 0xbc, 0xcf, 0xdf]) // 导线 in GBK
    expect(decodeCsvBytes(gbk)).toEqual({ text: '导线', encoding: 'gb18030' })
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFF导线'))).toEqual({ text: '导线', encoding: 'utf-8' })
  })
})

describe('the page URL', () => {
  it('reads a positive whole file id and nothing else', async () => {
    const { fileIdOf } = await import('./DataTablePage')
    expect(fileIdOf('?fileId=42')).toBe(42)
    for (const search of ['', '?fileId=', '?fileId=0', '?fileId=-1', '?fileId=1.5', '?fileId=abc', '?fileId=99999999999999999999']) expect(fileIdOf(search), search).toBeNull()
  })
})
