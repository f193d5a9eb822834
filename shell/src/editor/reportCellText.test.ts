import { describe, expect, it } from 'vitest'
import { numericCell, reportCellText } from './reportCellText'

/** Columns as the cut table's report gives them (reportSheets.ts). */
const productionLength = { key: 'productionLength', decimals: 1 }
const dmuLength = { key: 'dmuLength', decimals: 1 }
const quantity = { key: 'quantity' }
const wireNumber = { key: 'wireNumber' }
const aCavity = { key: 'aCavity' }

describe('reportCellText', () => {
  it('shows lengths in mm to one decimal in every row, other cells as they are', () => {
    expect(['4038', '730.4'].map(Number).map((v) => reportCellText(productionLength, v))).toEqual(['4038.0', '730.4'])
    expect(reportCellText(dmuLength, 0)).toBe('0.0')
    expect(reportCellText(quantity, 2)).toBe('2')
    expect(reportCellText(wireNumber, 'W10')).toBe('W10')
    expect(reportCellText(aCavity, null)).toBe('')
    expect([numericCell(3), numericCell('3'), numericCell(null)]).toEqual([true, false, false])
  })
})
