import { describe, expect, it } from 'vitest'
import { BUILT_IN_WIRE_DIAMETERS, wireOuterDiameter } from './wireDiameters'
import { readWireDiameterTable, tableOuterDiameter, wireDiameterColumns } from './wireDiameterTable'

const col = (name: string, unit: string, type = 'number') => ({ name, type, unit })
const rows = (...pairs: (readonly unknown[])[]) => pairs.map((cells) => ({ cells }))

describe('wire-diameter tables', () => {
  it('find the cross-section and outer-diameter columns by unit or heading, in Chinese, English or German', () => {
    expect(wireDiameterColumns([col('规格', '', 'text'), col('截面积', 'mm²'), col('外径', 'mm')])).toEqual({ csa: 1, od: 2 })
    expect(wireDiameterColumns([col('OD', 'mm'), col('Cross-section', '')])).toEqual({ csa: 1, od: 0 })
    expect(wireDiameterColumns([col('Querschnitt', 'mm2'), col('Außendurchmesser', 'mm')])).toEqual({ csa: 0, od: 1 })
    // A diameter column must say it is the outer one; text columns and other units do not count.
    expect(wireDiameterColumns([col('截面积', 'mm²'), col('导体直径', 'mm')])).toBeNull()
    expect(wireDiameterColumns([col('截面积', 'mm²', 'text'), col('外径', 'mm')])).toBeNull()
    expect(wireDiameterColumns([col('截面积', 'mm²'), col('外径', 'in')])).toBeNull()
  })

  it('read the rows in order of cross-section, skipping rows that miss a value', () => {
    const read = readWireDiameterTable('团队 FLRY-A', { columns: [col('外径', 'mm'), col('截面积', 'mm²')], rows: rows([2.3, 1], [null, 0.5], [1.8, 0.5], [1.8, 0.5], ['x', 2]) })
    expect(read).toEqual({ ok: true, table: { source: '团队 FLRY-A', rows: [[0.5, 1.8], [1, 2.3]] } })
  })

  it('refuse a table without its columns, without a usable row, out of range or with a size stated twice', () => {
    const columns = [col('截面积', 'mm²'), col('外径', 'mm')]
    expect(readWireDiameterTable('t', { columns: [col('a', '')], rows: [] })).toMatchObject({ ok: false, reason: expect.stringContaining('no cross-section column') })
    expect(readWireDiameterTable('t', { columns, rows: rows([null, 1]) })).toMatchObject({ ok: false, reason: expect.stringContaining('no row') })
    expect(readWireDiameterTable('t', { columns, rows: rows([0.5, 1.6], [-1, 2]) })).toMatchObject({ ok: false, reason: expect.stringContaining('row 2') })
    expect(readWireDiameterTable('t', { columns, rows: rows([0.5, 1.6], [0.5, 1.7]) })).toMatchObject({ ok: false, reason: expect.stringContaining('two outer diameters') })
  })

  it('give the next size up, and above the largest size scale by the square root of the area', () => {
    const table = { source: 't', rows: [[0.35, 1.3], [0.5, 1.6]] as const }
    expect([0.2, 0.35, 0.4, 0.5, 2].map((csa) => tableOuterDiameter(table, csa))).toEqual([1.3, 1.3, 1.6, 1.6, 3.2])
  })

  it('hold the thin wall of ISO 6722-1 with a type B conductor: 0.35 mm² 1.4 mm, 0.5 mm² 1.6 mm, 10 mm² 6 mm', () => {
    expect(BUILT_IN_WIRE_DIAMETERS.rows).toHaveLength(27)
    expect([0.1, 0.35, 0.5, 0.6, 2.5, 6, 9, 10, 95].map(wireOuterDiameter)).toEqual([1.05, 1.4, 1.6, 1.9, 3, 4.3, 6, 6, 16.7])
    // Above the largest size: 16.7 mm · √(190 / 95) = 23.6 mm.
    expect(wireOuterDiameter(190)).toBe(23.6)
  })
})
