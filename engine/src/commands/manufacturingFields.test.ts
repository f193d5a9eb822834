import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { decodeDocument, encodeDocument } from '../io/flatbuffers/documentCodec'
import { smallHarness } from '../reports/__fixtures__/reportHarnesses'
import { bom, NO_PART_NUMBER } from '../reports/bom'
import { defaultManufacturingFields, manufacturingLineFields } from '../reports/manufacturingBom'
import { buildReportSheet } from '../reports/reportSheets'
import { setManufacturingFields } from './manufacturingFields'
import { setProperties } from './records'
import { OpenDocument, type DocumentChange } from '../open/OpenDocument'
import { ALL_TILES } from '../spatial/tileGrid'

/** The manufacturing BOM's row of `category` and `partNumber`, keyed by column. */
function mbomRow(editor: Editor, category: string, partNumber: string): Record<string, unknown> {
  const sheet = buildReportSheet('manufacturing-bom', editor.doc, deriveHarness(editor.doc), 'en')
  const keys = sheet.columns.map((c) => c.key)
  const row = sheet.rows.find((r) => r[keys.indexOf('category')] === category && r[keys.indexOf('partNumber')] === partNumber)
  if (!row) throw new Error(`no row ${category} ${partNumber}`)
  return Object.fromEntries(keys.map((k, i) => [k, row[i]]))
}

describe('setManufacturingFields', () => {
  it('keeps a line\u2019s fields in the settings, plans with them, survives a file round trip and undoes in one step', () => {
    const editor = new Editor(smallHarness(harness))
    const before = mbomRow(editor, 'terminal', 'TRM-064')
    expect(before).toMatchObject({ process: 'crimping', quantityRatio: 1, plannedQuantity: 3 })
    const fields = { ...defaultManufacturingFields('terminal'), cellType: '压接单元', resources: ['Komax Alpha 530'], quantityRatio: 1.5, moveMinutes: 2 }
    expect(editor.run(setManufacturingFields, { category: 'terminal', partNumber: 'TRM-064', fields })).toBe(true)
    const after = mbomRow(editor, 'terminal', 'TRM-064')
    expect(after).toMatchObject({ cellType: '压接单元', quantityRatio: 1.5, moveMinutes: 2, plannedQuantity: 5 })
    expect(manufacturingLineFields(bom(editor.doc, deriveHarness(editor.doc)), editor.doc.settings.manufacturing, 'terminal', 'TRM-064'))
      .toEqual({ fields, set: true, lines: 1 })

    const reread = decodeDocument(encodeDocument(editor.store.allRecords()))
    expect(reread.ok && reread.records.find((r) => r.typeName === 'settings')).toMatchObject({ manufacturing: [{ category: 'terminal', partNumber: 'TRM-064', quantityRatio: 1.5 }] })

    expect(editor.undo()).toBe(true)
    expect(editor.doc.settings.manufacturing).toEqual([])
    expect(mbomRow(editor, 'terminal', 'TRM-064')).toEqual(before)
  })

  it('keeps parts without a part number apart per category, and removes an entry to return to the built-in fields', () => {
    const editor = new Editor(smallHarness(harness))
    const wireFields = { ...defaultManufacturingFields('wire'), process: 'cutting + marking' }
    expect(editor.run(setManufacturingFields, { category: 'wire', partNumber: NO_PART_NUMBER, fields: wireFields })).toBe(true)
    expect(mbomRow(editor, 'wire', NO_PART_NUMBER)).toMatchObject({ process: 'cutting + marking' })
    expect(mbomRow(editor, 'connector', NO_PART_NUMBER)).toMatchObject({ process: 'insertion' })
    expect(editor.run(setManufacturingFields, { category: 'wire', partNumber: NO_PART_NUMBER, fields: { ...wireFields, cellCount: 2 } })).toBe(true)
    expect(editor.doc.settings.manufacturing).toHaveLength(1)
    expect(editor.run(setManufacturingFields, { category: 'wire', partNumber: NO_PART_NUMBER, fields: null })).toBe(true)
    expect(mbomRow(editor, 'wire', NO_PART_NUMBER)).toMatchObject({ process: 'cutting', cellCount: 1 })
    expect(editor.run(setManufacturingFields, { category: 'wire', partNumber: NO_PART_NUMBER, fields: null })).toMatchObject({ reason: 'notFound' })
  })

  it('costs no recomputation and no redrawn tile on an open document; a drawn setting still redraws everything', () => {
    const doc = OpenDocument.fromRecords(smallHarness(harness))
    const changes: DocumentChange[] = []
    doc.subscribe((change) => changes.push(change))
    const fields = { ...defaultManufacturingFields('terminal'), cellType: '压接单元' }
    expect(doc.editor.run(setManufacturingFields, { category: 'terminal', partNumber: 'TRM-064', fields })).toBe(true)
    expect(changes[0]).toMatchObject({ derived: { full: false }, tiles: [] })
    expect(doc.editor.run(setProperties<'settings'>(), { typeName: 'settings', id: 'settings', patch: { packingFactor: 1.3 } })).toBe(true)
    expect(changes[1]).toMatchObject({ derived: { full: true }, tiles: [ALL_TILES] })
    expect(doc.editor.run(setProperties<'settings'>(), { typeName: 'settings', id: 'settings', patch: { nodeLabels: true } })).toBe(true)
    expect(changes[2]).toMatchObject({ derived: { full: false }, tiles: [ALL_TILES] })
  })

  it('refuses fields of the wrong type or range, changing nothing', () => {
    const editor = new Editor(smallHarness(harness))
    const good = defaultManufacturingFields('connector')
    const refusals: Array<[unknown, string]> = [
      [{ ...good, cellCount: 1.5 }, "field 'cellCount' must be a whole number in [0, 1e9], got 1.5"],
      [{ ...good, quantityRatio: 0 }, "field 'quantityRatio' must be in (0, 1e9], got 0"],
      [{ ...good, moveMinutes: -1 }, "field 'moveMinutes' must be in [0, 1e9], got -1"],
      [{ ...good, moveMinutes: Number.NaN }, "field 'moveMinutes' must be in [0, 1e9], got NaN"],
      [{ ...good, rawMaterial: 'yes' }, "field 'rawMaterial' must be a boolean"],
      [{ ...good, resources: 'press' }, "field 'resources' must be a list of texts"],
      [{ ...good, colour: 'red' }, "unknown field 'colour'"],
      [{ ...good, process: 'x'.repeat(201) }, "field 'process' must be at most 200 characters, got 201"],
      [null as unknown, ''],
    ]
    for (const [fields, detail] of refusals.slice(0, -1)) {
      expect(editor.run(setManufacturingFields, { category: 'connector', partNumber: 'HSG-2', fields: fields as never })).toEqual({ ok: false, reason: 'invalidArguments', detail })
    }
    expect(editor.run(setManufacturingFields, { category: 'cable' as never, partNumber: 'HSG-2', fields: good })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.run(setManufacturingFields, { category: 'connector', partNumber: '', fields: good })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.version).toBe(0)
  })
})
