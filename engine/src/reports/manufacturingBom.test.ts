import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { smallHarness } from './__fixtures__/reportHarnesses'
import { bom } from './bom'
import { manufacturingBom } from './manufacturingBom'

const rows = () => {
  const doc = new Editor(smallHarness(harness)).doc
  return bom(doc, deriveHarness(doc))
}

describe('manufacturingBom', () => {
  it('attaches the default manufacturing fields of each category', () => {
    const result = manufacturingBom(rows())
    if (!result.ok) throw new Error('unexpected issues')
    const wire = result.rows.find((r) => r.partNumber === 'FLRYB-0.35')!
    expect(wire).toMatchObject({
      cellCount: 1, cellType: '', rawMaterial: true, autoSupply: false, process: 'cutting', resources: [], connectWay: '', moveMinutes: 0, quantityRatio: 1,
      quantity: 0.355, plannedQuantity: 0.355,
    })
    expect(result.rows.find((r) => r.partNumber === 'TRM-064')).toMatchObject({ rawMaterial: false, process: 'crimping', connectWay: 'crimp', plannedQuantity: 3 })
    expect(result.rows.find((r) => r.partNumber === 'SPL-1')).toMatchObject({ process: 'splicing', connectWay: 'ultrasonicWeld' })
  })

  it('applies defaults, then category, then part number, and plans quantity × ratio', () => {
    const result = manufacturingBom(rows(), {
      defaults: { moveMinutes: 2, cellType: 'line A' },
      byCategory: { terminal: { quantityRatio: 1.02, resources: ['applicator MQS'], autoSupply: true } },
      byPartNumber: { 'TRM-15': { quantityRatio: 1.5 }, 'FLRYB-0.35': { quantityRatio: 1.05, cellCount: 2 } },
    })
    if (!result.ok) throw new Error('unexpected issues')
    const byPn = (pn: string) => result.rows.find((r) => r.partNumber === pn)!
    expect(byPn('TRM-064')).toMatchObject({ moveMinutes: 2, cellType: 'line A', quantityRatio: 1.02, autoSupply: true, resources: ['applicator MQS'], plannedQuantity: 4 })
    expect(byPn('TRM-15')).toMatchObject({ quantityRatio: 1.5, autoSupply: true, plannedQuantity: 2 })
    expect(byPn('FLRYB-0.35')).toMatchObject({ quantityRatio: 1.05, cellCount: 2, plannedQuantity: 0.373 })
    expect(byPn('HSG-2')).toMatchObject({ moveMinutes: 2, quantityRatio: 1, plannedQuantity: 1 })
  })

  it('refuses unusable fields as values', () => {
    const result = manufacturingBom(rows(), { byPartNumber: { 'HSG-2': { cellCount: 1.5, moveMinutes: -1 }, 'HSG-4': { quantityRatio: 0 } } })
    expect(result).toEqual({
      ok: false,
      issues: [
        { item: 1, field: 'cellCount', reason: 'notWholeNumber', value: 1.5 },
        { item: 1, field: 'moveMinutes', reason: 'negative', value: -1 },
        { item: 2, field: 'quantityRatio', reason: 'notPositive', value: 0 },
      ],
    })
  })
})
