import { describe, expect, it } from 'vitest'
import { table } from '../../../protocol/test/tableBuilder'
import { applyEdit } from './tableEdits'
import { columnDraftProblem, planAddColumn, planUpdateColumn } from './columnEdits'

const base = table([['A', 'text'], ['n', 'integer']], [['1', 2], ['2.5', null], [null, 4]])

describe('column edits', () => {
  it('checks names and units', () => {
    expect(columnDraftProblem({ name: '  ', type: 'text', unit: '' })).toBe('dtColumnNameEmpty')
    expect(columnDraftProblem({ name: '长'.repeat(81), type: 'text', unit: '' })).toBe('dtColumnNameTooLong')
    expect(columnDraftProblem({ name: 'L', type: 'number', unit: 'u'.repeat(21) })).toBe('dtColumnUnitTooLong')
    expect(columnDraftProblem({ name: ' 长度 ', type: 'number', unit: 'mm' })).toBeNull()
  })

  it('adds a column with a fresh key, empty in every row', () => {
    const plan = planAddColumn(base, 1, { name: ' A ', type: 'number', unit: ' mm ' })
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    const after = applyEdit(base, plan.edit).table
    expect(after.columns[1]).toEqual({ key: 'A_2', name: 'A', type: 'number', unit: 'mm' })
    expect(after.rows[0]!.cells).toEqual(['1', null, 2])
  })

  it('renames keeping the key, and retypes by converting every cell', () => {
    const renamed = planUpdateColumn(base, 0, { name: '长度', type: 'text', unit: '' })
    expect(renamed.ok && applyEdit(base, renamed.edit).table.columns[0]).toEqual({ key: 'A', name: '长度', type: 'text', unit: '' })
    const retyped = planUpdateColumn(base, 0, { name: 'A', type: 'number', unit: 'mm' })
    expect(retyped.ok && applyEdit(base, retyped.edit).table.rows.map((r) => r.cells[0])).toEqual([1, 2.5, null])
    const toText = planUpdateColumn(base, 1, { name: 'n', type: 'text', unit: '' })
    expect(toText.ok && applyEdit(base, toText.edit).table.rows.map((r) => r.cells[1])).toEqual(['2', null, '4'])
  })

  it('refuses a retype that would lose values, naming the first row and the count', () => {
    expect(planUpdateColumn(base, 0, { name: 'A', type: 'integer', unit: '' })).toEqual({ ok: false, problem: 'dtRetypeRefused', row: 2, count: 1 })
  })
})
