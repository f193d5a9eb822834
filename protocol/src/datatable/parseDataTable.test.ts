import { describe, expect, it } from 'vitest'
import { parseDataTable } from './parseDataTable'

const column = (key: string, type = 'text', extra: Record<string, unknown> = {}) => ({ key, name: key, type, unit: '', ...extra })

/** The JSON text of a table file built from parts, so each test breaks exactly one thing. */
function file(parts: { columns?: unknown[]; rows?: unknown[]; extra?: Record<string, unknown> } = {}): string {
  return JSON.stringify({ format: 'datatable', version: 1, columns: parts.columns ?? [column('a')], rows: parts.rows ?? [], ...parts.extra })
}

function refusal(text: string) {
  const parsed = parseDataTable(text)
  if (parsed.ok) throw new Error('accepted')
  return parsed.error
}

describe('parseDataTable', () => {
  it('accepts a table with every column type', () => {
    const columns = [column('t'), column('n', 'number', { unit: 'mm' }), column('i', 'integer'), column('b', 'boolean'), column('d', 'date')]
    const rows = [{ id: 'r1', cells: ['x', 1.5, -3, true, '2024-02-29'] }, { id: 'r-2_B', cells: [null, null, null, null, null] }]
    const parsed = parseDataTable(file({ columns, rows }))
    expect(parsed.ok && parsed.table.rows[0]!.cells).toEqual(['x', 1.5, -3, true, '2024-02-29'])
  })

  it('refuses what is not a table file', () => {
    expect(refusal('{').message).toMatch(/^not JSON: /)
    expect(refusal('[]')).toEqual({ message: 'not a JSON object', path: '' })
    expect(refusal(file({ extra: { format: 'harness' } })).path).toBe('format')
    expect(refusal(file({ extra: { version: 2 } })).path).toBe('version')
    expect(refusal(file({ extra: { extra: 1 } }))).toEqual({ message: 'extra: unknown field', path: 'extra' })
    expect(refusal(JSON.stringify({ format: 'datatable', version: 1, columns: [] })).path).toBe('rows')
  })

  it('refuses bad columns: keys, duplicates, names, types, units, fields, count', () => {
    expect(refusal(file({ columns: [column('a b')] })).path).toBe('columns[0].key')
    expect(refusal(file({ columns: [column('k'.repeat(41))] })).path).toBe('columns[0].key')
    expect(refusal(file({ columns: [column('a'), column('a')] }))).toEqual({ message: 'columns[1].key: duplicate key "a"', path: 'columns[1].key' })
    expect(refusal(file({ columns: [column('a', 'text', { name: '' })] })).path).toBe('columns[0].name')
    expect(refusal(file({ columns: [column('a', 'text', { name: '长'.repeat(81) })] })).path).toBe('columns[0].name')
    expect(refusal(file({ columns: [column('a', 'float')] })).path).toBe('columns[0].type')
    expect(refusal(file({ columns: [column('a', 'text', { unit: 'u'.repeat(21) })] })).path).toBe('columns[0].unit')
    expect(refusal(file({ columns: [column('a', 'text', { width: 3 })] })).path).toBe('columns[0].width')
    expect(refusal(file({ columns: Array.from({ length: 257 }, (_, i) => column(`c${i}`)) })).path).toBe('columns')
  })

  it('refuses bad rows: ids, duplicates, cell counts, fields', () => {
    expect(refusal(file({ rows: [{ id: '', cells: ['x'] }] })).path).toBe('rows[0].id')
    expect(refusal(file({ rows: [{ id: 'r1', cells: ['x'] }, { id: 'r1', cells: ['y'] }] })).message).toBe('rows[1].id: duplicate row id "r1"')
    expect(refusal(file({ rows: [{ id: 'r1', cells: ['x', 'y'] }] })).message).toBe('rows[0].cells: 2 cells for 1 columns')
    expect(refusal(file({ rows: [{ id: 'r1', cells: ['x'], note: 1 }] })).path).toBe('rows[0].note')
    expect(refusal(file({ rows: [{ id: 'r1' }] })).path).toBe('rows[0].cells')
  })

  it('refuses cells that do not fit their column', () => {
    const cases: [string, unknown][] = [
      ['integer', 1.5], ['integer', 2 ** 53], ['integer', '1'], ['number', '1'], ['number', 'HUGE'], ['boolean', 0],
      ['date', '2023-02-29'], ['date', '2024/01/05'], ['text', ''], ['text', 3], ['text', { a: 1 }], ['text', 'x'.repeat(4001)],
      ['text', 'a\u0000'], ['text', 'a\uD800'],
    ]
    for (const [type, cell] of cases) {
      const text = file({ columns: [column('c', type)], rows: [{ id: 'r1', cells: [cell] }] }).replace('"HUGE"', '1e400')
      expect(refusal(text).path, `${type} ${JSON.stringify(cell)}`).toBe('rows[0].cells[0]')
    }
    expect(refusal(file({ columns: [column('q', 'integer')], rows: [{ id: 'r1', cells: [1.5] }] })).message).toBe(
      'rows[0].cells[0]: not a whole number within ±2^53 (column "q" is integer)',
    )
  })

  it('reads lone surrogates written as JSON escapes, and refuses them', () => {
    expect(refusal('{"format":"datatable","version":1,"columns":[{"key":"a","name":"\\ud800","type":"text","unit":""}],"rows":[]}').path).toBe('columns[0].name')
  })
})
