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
