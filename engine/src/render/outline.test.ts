import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { createProtection } from '../model/factories'
import { OpenDocument } from '../open/OpenDocument'
import { findingRows, outlineIds, outlineRow } from './outline'

// X2 and X10 sort naturally; W3 runs to Z1, whose node no segment reaches (a finding).
const open = () =>
  OpenDocument.fromRecords(harness()
    .node('A', 'connector', [0, 0]).node('B', 'connector', [100, 0]).node('C', 'connector', [200, 0]).node('D', 'connector', [0, 100])
    .segment('A', 'B', 100).segment('B', 'C', 100)
    .connector('X10', 'A', 2).connector('X2', 'B', 2).connector('Y1', 'C', 1).connector('Z1', 'D', 1)
    .wire('W1', 'X10:1', 'X2:1').wire('W2', 'X10:2', 'X2:2').wire('W3', 'Y1:1', 'Z1:1').records
    .concat(createProtection({ id: 'P1' as never, name: 'P1', segmentId: 'A-B' as never, start: 10 as never, end: 60 as never, material: 'ductTape', winding: 'overlap' })))

describe('outline', () => {
  it('lists records of a type in natural order of their names, filtered by name or id', () => {
    const doc = open()
    expect(outlineIds(doc.editor.doc, 'connector', '')).toEqual(['X2', 'X10', 'Y1', 'Z1'])
    expect(outlineIds(doc.editor.doc, 'connector', 'x')).toEqual(['X2', 'X10'])
    expect(outlineIds(doc.editor.doc, 'connector', ' y1 ')).toEqual(['Y1'])
    expect(outlineIds(doc.editor.doc, 'wire', 'nothing')).toEqual([])
  })

  it('describes each line in domain terms: a wire by its ends and production length', () => {
    const doc = open()
    const state = doc.derived.get()
    const length = state.lengths.get('W1' as never)!
    if (!length.ok) throw new Error('W1 has no length')
    expect(outlineRow(doc.editor.doc, state, 'W1' as never)).toEqual({ id: 'W1', title: 'W1', detail: `X10:1 → X2:1 · ${Math.round(length.production * 10) / 10} mm` })
    expect(outlineRow(doc.editor.doc, state, 'A-B' as never)!.detail).toMatch(/^100 mm · ⌀ \d/)
    // A protection run by its material and winding as codes (the page names them) and its length.
    expect(outlineRow(doc.editor.doc, state, 'P1' as never)).toEqual({ id: 'P1', title: 'P1', codes: ['ductTape', 'overlap'], detail: '50 mm' })
    expect(outlineRow(doc.editor.doc, state, 'gone' as never)).toBeUndefined()
  })

  it('lists design-rule findings errors first, each with its dictionary message', () => {
    const doc = open()
    const rows = findingRows(doc.derived.get())
    const severities = rows.map((r) => r.severity)
    expect(severities).toEqual([...severities].sort((a, b) => (a === b ? 0 : a === 'error' ? -1 : 1)))
    const unroutable = rows.find((r) => r.rule === 'cannotConnectToGraph')!
    expect(unroutable.ids).toContain('W3')
    expect(unroutable.message).toBe('cannotConnectToGraph')
  })

  it('lists errors first, then by rule, so the list keeps its order between edits; the same rows for the same findings', () => {
    const f = (rule: string, severity: 'error' | 'warning', id: string) => ({ rule, severity, ids: [id], detail: id }) as never
    const derived = { findings: [f('noPartNumber', 'warning', 'X1'), f('cavityShared', 'warning', 'X1:1'), f('endPartMismatch', 'error', 'W2'), f('noPartNumber', 'warning', 'W1'), f('cannotConnectToGraph', 'error', 'W9')] } as never
    const rows = findingRows(derived)
    expect(rows.map((r) => r.ids[0])).toEqual(['W9', 'W2', 'X1:1', 'X1', 'W1'])
    expect(findingRows(derived)).toBe(rows)
  })
})
