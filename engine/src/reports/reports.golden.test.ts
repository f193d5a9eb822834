import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { createRecords } from '../commands/records'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { richHarness } from './__fixtures__/reportHarnesses'
import { assemblyTable } from './assemblyTable'
import { bom } from './bom'
import { manufacturingBom } from './manufacturingBom'
import { wireCutTable } from './wireCutTable'
import { buildReportSheet } from './reportSheets'

// Golden files for the rich harness: review the diff when a report changes on purpose, then
// update with `npx vitest run --project unit engine/src/reports -u`.
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

describe('reports of the rich harness', () => {
  const records = richHarness(harness)
  const doc = new Editor(records).doc
  const derived = deriveHarness(doc)

  it('is a valid document', () => {
    const { settings: _, ...rest } = Object.fromEntries(records.map((r) => [r.id, r]))
    expect(new Editor().run(createRecords, { records: Object.values(rest) })).toBe(true)
  })

  it('wire-cut table', async () => {
    await expect(json(wireCutTable(doc, derived))).toMatchFileSnapshot('./__golden__/rich.wireCutTable.json')
  })

  it('assembly table', async () => {
    await expect(json(assemblyTable(doc, derived))).toMatchFileSnapshot('./__golden__/rich.assemblyTable.json')
  })

  it('BOM', async () => {
    await expect(json(bom(doc, derived))).toMatchFileSnapshot('./__golden__/rich.bom.json')
  })

  it('manufacturing BOM', async () => {
    const result = manufacturingBom(bom(doc, derived), {
      defaults: { cellType: 'line 1' },
      byCategory: { wire: { quantityRatio: 1.03, resources: ['Komax Alpha 355'], autoSupply: true } },
      byPartNumber: { 'TRM-064': { resources: ['applicator MQS 0.64'], moveMinutes: 1.5 } },
    })
    expect(result.ok).toBe(true)
    await expect(json(result)).toMatchFileSnapshot('./__golden__/rich.manufacturingBom.json')
  })
})

describe('report sheets of the rich harness', () => {
  const doc = new Editor(richHarness(harness)).doc
  const derived = deriveHarness(doc)

  it('lays out the manufacturing BOM as a sheet: the BOM rows with their planning fields, in Chinese, each row naming its parts', () => {
    const lines = bom(doc, derived)
    const sheet = buildReportSheet('manufacturing-bom', doc, derived, 'zh', true)
    expect(sheet.title.zh).toBe('制造物料清单')
    expect(sheet.columns.map((c) => c.key)).toEqual([
      'item', 'category', 'partNumber', 'description', 'quantity', 'unit',
      'cellCount', 'cellType', 'rawMaterial', 'autoSupply', 'process', 'resources', 'connectWay', 'moveMinutes', 'quantityRatio', 'plannedQuantity',
    ])
    expect(sheet.rows).toHaveLength(lines.length)
    const wire = lines.findIndex((l) => l.category === 'wire')
    const at = (row: number, key: string) => sheet.rows[row]![sheet.columns.findIndex((c) => c.key === key)]
    expect(at(wire, 'process')).toBe('下线')
    expect(at(wire, 'rawMaterial')).toBe('是')
    expect(at(wire, 'plannedQuantity')).toBe(lines[wire]!.quantity)
    expect(sheet.rowIds).toEqual(lines.map((l) => l.ids))
    for (const ids of sheet.rowIds!) expect(ids.length).toBeGreaterThan(0)
  })

  it('names the records of every assembly step and BOM row when asked for them', () => {
    const assembly = buildReportSheet('assembly', doc, derived, 'en', true)
    expect(assembly.rowIds).toEqual(assemblyTable(doc, derived).map((s) => s.ids))
    const plain = buildReportSheet('bom', doc, derived, 'en')
    expect(plain.rowIds).toBeUndefined()
    const withIds = buildReportSheet('bom', doc, derived, 'en', true)
    expect(withIds.rows.length).toBe(withIds.rowIds!.length)
    // Every id is a record of the document, and a row's ids are as many as the parts it groups.
    expect(withIds.rowIds!.flat().every((id) => doc.get(id) !== undefined)).toBe(true)
    expect(withIds.rowIds!.map((ids) => ids.length)).toEqual(bom(doc, derived).map((l) => l.count))
  })
})
