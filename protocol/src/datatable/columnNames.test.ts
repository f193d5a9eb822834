import { describe, expect, it } from 'vitest'
import { columnHeading, columnLetters, nameAndUnitFromHeading, uniqueColumnKey } from './columnNames'

describe('column names', () => {
  it('names positions with spreadsheet letters', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 255, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'IV', 'ZZ', 'AAA'])
  })

  it('splits a number column heading into name and unit, in any bracket style', () => {
    expect(nameAndUnitFromHeading('长度 [mm]', 'integer', 0)).toEqual({ name: '长度', unit: 'mm' })
    expect(nameAndUnitFromHeading('截面积(mm²)', 'number', 0)).toEqual({ name: '截面积', unit: 'mm²' })
    expect(nameAndUnitFromHeading('重量（g）', 'number', 0)).toEqual({ name: '重量', unit: 'g' })
    expect(nameAndUnitFromHeading('a [b] [mm]', 'number', 0)).toEqual({ name: 'a [b]', unit: 'mm' })
  })

  it('keeps the heading whole for other types, empty units and long units', () => {
    expect(nameAndUnitFromHeading('备注 [可选]', 'text', 0)).toEqual({ name: '备注 [可选]', unit: '' })
    expect(nameAndUnitFromHeading('a ( )', 'number', 0)).toEqual({ name: 'a ( )', unit: '' })
    expect(nameAndUnitFromHeading(`a [${'u'.repeat(21)}]`, 'number', 0).unit).toBe('')
    expect(nameAndUnitFromHeading('[mm]', 'number', 0)).toEqual({ name: '[mm]', unit: '' })
  })

  it('folds white space, names empty headings by letter and cuts long names to 80 characters', () => {
    expect(nameAndUnitFromHeading(' 起点\n连接器 ', 'text', 0).name).toBe('起点 连接器')
    expect(nameAndUnitFromHeading('  ', 'text', 2).name).toBe('C')
    expect(nameAndUnitFromHeading('长'.repeat(100), 'text', 0).name).toBe('长'.repeat(80))
  })

  it('writes headings that read back as the same name and unit', () => {
    for (const [name, unit] of [['长度', 'mm'], ['a [b]', 'mm'], ['x', '']] as const)
      expect(nameAndUnitFromHeading(columnHeading(name, unit), 'number', 0)).toEqual({ name, unit })
  })

  it('makes unique keys from names', () => {
    const taken = new Set<string>()
    expect(uniqueColumnKey('Wire No.', 0, taken)).toBe('Wire_No')
    expect(uniqueColumnKey('Wire No', 1, taken)).toBe('Wire_No_2')
    expect(uniqueColumnKey('导线号', 2, taken)).toBe('C')
    expect(uniqueColumnKey('C', 3, taken)).toBe('C_2')
    expect(uniqueColumnKey('x'.repeat(50), 4, taken)).toBe('x'.repeat(40))
    expect(uniqueColumnKey('x'.repeat(45), 5, taken)).toBe(`${'x'.repeat(38)}_2`)
  })
})
