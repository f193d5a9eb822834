import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { partNumberIdentity } from './partNumberKey'
import { PART_KIND_DEFS } from './partParameters'
import { isPartColumnTarget, linkCellText, linkNumbersOf, partsOfTable, proposePartMapping, type PartColumnTarget, type PartTableCell } from './partTable'

// Headings and cells a part table may hold: the export's, English ones, kinds, numbers in odd forms, hostile text.
const HEADINGS = ['零件号', '类型', '描述', '状态', '用途', '单价', '重量', '参数', 'PN', 'kind', '最小截面积 [mm²]', '防水', '孔位数', 'gender', '__proto__', 'constructor', '', '备注', '配套端子', '替代件', 'seals']
const CELLS: PartTableCell[] = [
  null, '', ' ', 'T-1', 't-1', '端子', 'connector', '螺丝', '正常', '无效', '必选', '0,5', '1e999', '-1', 'NaN', '是', '否', 'yes', 'x',
  'csaMin=0.5; csaMax=abc', '=;==;', 'T-1; T-2', ';,；、\n', 'T-1、t-1', '__proto__=1', 'constructor=1', 0, -0, 1.5, 1e308, true, false, '\u0000', '\uD800',
]
const cell = fc.oneof(fc.constantFrom(...CELLS), fc.string({ maxLength: 8 }), fc.double())
const table = fc.record({
  headings: fc.array(fc.constantFrom(...HEADINGS), { minLength: 1, maxLength: 8 }),
  rows: fc.array(fc.array(cell, { maxLength: 9 }), { maxLength: 12 }),
  kind: fc.constantFrom(null, 'terminal' as const, 'connector' as const),
})

describe('link cells under random input', () => {
  it('any list of part numbers written by linkCellText reads back as the same list', () => {
    const number = fc.string({ minLength: 1, maxLength: 12 }).map((n) => n.trim()).filter((n) => n !== '')
    fc.assert(fc.property(fc.uniqueArray(number, { selector: partNumberIdentity, maxLength: 6 }), (numbers) => {
      expect(linkNumbersOf(linkCellText(numbers), partNumberIdentity)).toEqual(numbers)
    }), { numRuns: 500 })
  })
})

describe('part tables under random input', () => {
  it('never throw; every row is a part or a problem (or empty); parts carry only their kind\'s parameters', () => {
    fc.assert(fc.property(table, ({ headings, rows, kind }) => {
      const mapping = proposePartMapping(headings, kind)
      expect(mapping.columns.every((c) => isPartColumnTarget(c))).toBe(true)
      const withNumbers: PartColumnTarget[] = mapping.columns.includes('partNumber') ? [...mapping.columns] : ['partNumber', ...mapping.columns.slice(1)]
      const read = partsOfTable(headings, rows.map((cells, i) => ({ row: i + 2, cells })), { columns: withNumbers, kind: mapping.kind ?? kind ?? 'seal' }, partNumberIdentity)
      expect(read.parts.length + read.problems.length).toBeLessThanOrEqual(rows.length)
      for (const part of read.parts) {
        const keys = PART_KIND_DEFS[part.kind].parameters.map((p) => p.key)
        for (const key of Object.keys(part.params)) expect(keys).toContain(key)
        expect(Object.getPrototypeOf(part.params)).toBe(Object.prototype)
        for (const [relation, numbers] of Object.entries(part.links)) {
          if (relation !== 'alternative') expect(part.kind).toBe('connector')
          expect(numbers.map(partNumberIdentity)).not.toContain(partNumberIdentity(part.partNumber))
        }
      }
      expect(new Set(read.parts.map((p) => partNumberIdentity(p.partNumber))).size).toBe(read.parts.length)
    }), { numRuns: 400 })
  })
})
