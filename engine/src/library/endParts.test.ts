import { describe, expect, it } from 'vitest'
import type { WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { assignEndParts, endAssignments } from '../commands/endParts'
import { createRecords, deleteRecords, setProperties } from '../commands/records'
import { checkDesignRules } from '../derive/designRules'
import { deriveHarness } from '../derive/deriveHarness'
import { DerivedColumns } from '../derive/columns/DerivedColumns'
import { Editor } from '../Editor'
import type { HarnessRecord } from '../model/records'
import { createSeal } from '../model/factories'
import type { Mm } from '../model/units'
import { proposeEndParts } from './endParts'
import { PartCatalog, type CatalogPart } from './PartCatalog'

const part = (kind: CatalogPart['kind'], partNumber: string, params: CatalogPart['params'], links: CatalogPart['links'] = {}, status: CatalogPart['status'] = 'normal'): CatalogPart =>
  ({ kind, partNumber, description: `${kind} ${partNumber}`, status, params, links })

/** A library like the built-in one: a sealed and an unsealed housing, two terminal classes, two seals. */
function library(overrides: CatalogPart[] = []): PartCatalog {
  return new PartCatalog([
    ...overrides,
    part('connector', 'HSG-S', { cavityCount: 2, sealed: true }, { terminal: ['T-SMALL', 'T-MID'], seal: ['S-SMALL', 'S-MID'] }),
    part('connector', 'HSG-U', { cavityCount: 2, sealed: false }, { terminal: ['T-SMALL', 'T-MID'] }),
    part('terminal', 'T-SMALL', { csaMin: 0.35, csaMax: 0.5, insulationOdMin: 1.2, insulationOdMax: 1.7, stripLength: 3.5 }),
    part('terminal', 'T-MID', { csaMin: 1, csaMax: 2.5, insulationOdMin: 2, insulationOdMax: 3.1, stripLength: 4.5 }),
    part('seal', 'S-SMALL', { wireOdMin: 1.2, wireOdMax: 1.7 }),
    part('seal', 'S-MID', { wireOdMin: 2.1, wireOdMax: 3.1 }),
  ])
}

/** Two connectors (sealed X1 of HSG-S, unsealed X2 of HSG-U) and wires of 1.5 mm² / 2.4 mm and 0.75 mm² / 1.9 mm. */
function document(): HarnessRecord[] {
  const records = harness().node('N1').node('N2').segment('N1', 'N2', 100).connector('X1', 'N1', 2).connector('X2', 'N2', 2)
    .wire('W1', 'X1:1', 'X2:1', 2.4).wire('W2', 'X1:2', 'X2:2', 1.9).records
  return records.map((r) => {
    if (r.typeName === 'connector') return { ...r, partNumber: r.id === 'X1' ? 'hsg s' : 'HSG-U' }
    if (r.typeName === 'wire') return { ...r, csa: r.id === 'W1' ? 1.5 : 0.75 }
    return r
  })
}

describe('the part catalogue and end-part proposals', () => {
  it('finds parts by number, spaces and hyphens aside only where that is unambiguous; the first library given wins a number', () => {
    const catalog = new PartCatalog([
      part('seal', 'S-1', { wireOdMin: 1, wireOdMax: 2 }), part('seal', ' s-1', { wireOdMin: 3, wireOdMax: 4 }),
      part('terminal', 'M6x1.0', { csaMin: 1, csaMax: 2 }), part('terminal', 'M6x10', { csaMin: 3, csaMax: 4 }),
    ])
    expect(catalog.size).toBe(3)
    expect(catalog.get('S1')?.params.wireOdMin).toBe(1)
    expect(catalog.get('m6x10')?.params.csaMin).toBe(3)
    expect(catalog.get('M6X1.0')?.params.csaMin).toBe(1)
    expect(catalog.get('M6 x 10')?.params.csaMin).toBe(3)
    // Only spaces, hyphens and underscores are loose: a decimal point is never dropped.
    const loose = new PartCatalog([part('seal', 'FLRY-0.5', { wireOdMin: 1, wireOdMax: 2 })])
    expect(loose.get('flry 0.5')?.partNumber).toBe('FLRY-0.5')
    expect(loose.get('FLRY-05')).toBeUndefined()
    expect(catalog.getOf('terminal', 'S-1')).toBeUndefined()
    expect(catalog.get('')).toBeUndefined()
  })

  it('proposes the first linked terminal that fits and, in a sealed housing, the seal (worked example of endParts)', () => {
    const catalog = library()
    expect(proposeEndParts(catalog, 'HSG-S', { csa: 1.5, od: 2.4 })).toMatchObject({ ok: true, terminal: { partNumber: 'T-MID' }, seal: { partNumber: 'S-MID' } })
    expect(proposeEndParts(catalog, 'HSG-U', { csa: 0.5, od: 1.6 })).toMatchObject({ ok: true, terminal: { partNumber: 'T-SMALL' }, seal: null })
    expect(proposeEndParts(catalog, 'HSG-U', { csa: 0.75, od: 1.9 })).toEqual({ ok: false, reason: 'noTerminal' })
    expect(proposeEndParts(catalog, 'HSG-S', { csa: 1, od: 2.0 })).toEqual({ ok: false, reason: 'noSeal' })
    expect(proposeEndParts(catalog, 'NOPE', { csa: 1, od: 2 })).toEqual({ ok: false, reason: 'unknownHousing' })
    // An invalid terminal is never proposed; the next that fits is.
    const invalid = library([part('terminal', 'T-MID', { csaMin: 1, csaMax: 2.5 }, {}, 'invalid')])
    expect(proposeEndParts(invalid, 'HSG-U', { csa: 1.5, od: 2.4 })).toEqual({ ok: false, reason: 'noTerminal' })
  })
})

describe('assignEndParts and the library findings', () => {
  it('fits terminals, strip lengths and seals to the ends that match, lists the rest, and is one undo step', () => {
    const editor = new Editor(document())
    const catalog = library()
    const { assignments, unmatched } = endAssignments(editor.doc, catalog, ['W1', 'W2', 'NONE'] as WireId[])
    expect(assignments.map((a) => [a.wireId, a.end, a.terminal.partNumber, a.seal?.partNumber ?? null])).toEqual([['W1', 'A', 'T-MID', 'S-MID'], ['W1', 'B', 'T-MID', null]])
    expect(unmatched).toEqual([{ wireId: 'W2', end: 'A', reason: 'noTerminal' }, { wireId: 'W2', end: 'B', reason: 'noTerminal' }])
    expect(editor.run(assignEndParts, { assignments })).toBe(true)
    const doc = editor.doc
    expect(doc.terminalsOf('W1' as WireId).map((t) => [t.end, t.partNumber, t.description])).toEqual([['A', 'T-MID', 'terminal T-MID'], ['B', 'T-MID', 'terminal T-MID']])
    expect(doc.getOf('wire', 'W1')).toMatchObject({ stripA: 4.5, stripB: 4.5 })
    expect(doc.sealsIn('X1:1' as never).map((s) => s.partNumber)).toEqual(['S-MID'])
    expect(doc.getOf('connector', 'X1')?.sealable).toBe(true)
    // Running it again changes the same records in place; undo takes back the first run whole.
    expect(editor.run(assignEndParts, { assignments })).toBe(true)
    expect(doc.terminalsOf('W1' as WireId)).toHaveLength(2)
    editor.undo()
    editor.undo()
    expect(doc.terminalsOf('W1' as WireId)).toEqual([])
    expect(doc.sealsIn('X1:1' as never)).toEqual([])
  })

  it('fits every seal of a cavity and every terminal of an end, so a doubled record leaves no stale part behind', () => {
    const records = [...document(), createSeal({ id: 'S1' as never, cavityId: 'X1:1' as never, partNumber: 'S-SMALL' }), createSeal({ id: 'S2' as never, cavityId: 'X1:1' as never, partNumber: 'S-BIG' })]
    const editor = new Editor(records)
    const catalog = library()
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    columns.setCatalog(catalog)
    editor.run(assignEndParts, { assignments: endAssignments(editor.doc, catalog, ['W1'] as WireId[]).assignments })
    expect(editor.doc.sealsIn('X1:1' as never).map((s) => s.partNumber)).toEqual(['S-MID', 'S-MID'])
    expect(columns.get().findings.filter((f) => f.rule === 'endPartMismatch' && f.ids[0] === 'W1')).toEqual([])
  })

  it('refuses, changing nothing, an assignment for a wire that is gone', () => {
    const editor = new Editor(document())
    const { assignments } = endAssignments(editor.doc, library(), ['W1'] as WireId[])
    const stale = [...assignments, { ...assignments[0]!, wireId: 'GONE' as WireId }]
    expect(editor.run(assignEndParts, { assignments: stale })).toEqual({ ok: false, reason: 'notFound', detail: 'GONE' })
    expect(editor.doc.terminalsOf('W1' as WireId)).toEqual([])
  })

  it('finds invalid parts and ends without a fitting terminal or seal, kept current edit by edit as a full check finds them', () => {
    const editor = new Editor(document())
    const catalog = library([part('connector', 'HSG-U', { cavityCount: 2 }, { terminal: ['T-SMALL', 'T-MID'] }, 'invalid')])
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    columns.setCatalog(catalog)
    const library_ = () => columns.get().findings.filter((f) => f.rule === 'invalidPart' || f.rule === 'endPartMismatch').map((f) => [f.rule, f.ids[0]])
    const full = () => checkDesignRules(editor.doc, deriveHarness(editor.doc), catalog).filter((f) => f.rule === 'invalidPart' || f.rule === 'endPartMismatch').map((f) => [f.rule, f.ids[0]]).sort()
    expect(library_()).toEqual([['invalidPart', 'X2'], ['endPartMismatch', 'W1'], ['endPartMismatch', 'W2']])
    expect(library_().sort()).toEqual(full())
    // W1 gets its parts: its finding goes; W2 is thicker now and fits T-MID in the unsealed X2 only.
    editor.run(assignEndParts, { assignments: endAssignments(editor.doc, catalog, ['W1'] as WireId[]).assignments })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W2', patch: { csa: 1, od: 2.1 as Mm } })
    expect(library_().sort()).toEqual(full())
    expect(columns.get().findings.find((f) => f.rule === 'endPartMismatch' && f.ids[0] === 'W2')?.detail).toMatch(/W2 A in X1: sealed housing HSG-S has no seal/)
    editor.run(setProperties<'connector'>(), { typeName: 'connector', id: 'X2', patch: { partNumber: 'HSG-S' } })
    expect(library_().sort()).toEqual(full())
    columns.setCatalog(PartCatalog.EMPTY)
    expect(library_()).toEqual([])
  })

  it('says every wrong part of an end, and a library seal that does not take the wire in any housing', () => {
    const editor = new Editor(document())
    const catalog = library()
    // W1 gets T-MID and S-MID in X1, then a 0.35 mm² / 1.3 mm section: neither takes it.
    editor.run(assignEndParts, { assignments: endAssignments(editor.doc, catalog, ['W1'] as WireId[]).assignments })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { csa: 0.35, od: 1.3 as Mm } })
    const detailOf = (wire: string) => checkDesignRules(editor.doc, deriveHarness(editor.doc), catalog).find((f) => f.rule === 'endPartMismatch' && f.ids[0] === wire)?.detail
    const far = '; W1 B in X2: terminal T-MID does not take 0.35 mm² / 1.3 mm'
    expect(detailOf('W1')).toBe(`W1 A in X1: terminal T-MID does not take 0.35 mm² / 1.3 mm, seal S-MID does not take 1.3 mm${far}`)
    // A library seal in a housing the library does not know is still checked against the wire.
    editor.run(setProperties<'connector'>(), { typeName: 'connector', id: 'X1', patch: { partNumber: 'OWN-HOUSING' } })
    expect(detailOf('W1')).toBe(`W1 A in X1: terminal T-MID does not take 0.35 mm² / 1.3 mm, seal S-MID does not take 1.3 mm${far}`)
  })

  it('flags splices without a part number, kept current edit by edit as a full check finds them', () => {
    const records = harness().node('N1').node('N2').segment('N1', 'N2', 100).splice('SP1', 'N1').splice('SP2', 'N2').records
      .map((r) => (r.typeName === 'splice' && r.id === 'SP2' ? { ...r, partNumber: 'SPL-1' } : r))
    const editor = new Editor(records)
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    const spliceFindings = () => columns.get().findings.filter((f) => f.rule === 'noPartNumber' && f.ids[0]!.startsWith('SP')).map((f) => f.ids[0])
    const full = () => checkDesignRules(editor.doc, deriveHarness(editor.doc)).filter((f) => f.rule === 'noPartNumber' && f.ids[0]!.startsWith('SP')).map((f) => f.ids[0])
    expect(spliceFindings()).toEqual(['SP1'])
    expect(full()).toEqual(['SP1'])
    editor.run(setProperties<'splice'>(), { typeName: 'splice', id: 'SP1', patch: { partNumber: 'SPL-2' } })
    editor.run(setProperties<'splice'>(), { typeName: 'splice', id: 'SP2', patch: { partNumber: '' } })
    expect(spliceFindings()).toEqual(['SP2'])
    expect(full()).toEqual(['SP2'])
  })

  it('makes a wrong end part an error that the connector of that end shows too', () => {
    const editor = new Editor(document())
    const catalog = library()
    editor.run(assignEndParts, { assignments: endAssignments(editor.doc, catalog, ['W1'] as WireId[]).assignments })
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W1', patch: { csa: 0.35, od: 1.3 as Mm } })
    const finding = checkDesignRules(editor.doc, deriveHarness(editor.doc), catalog).find((f) => f.rule === 'endPartMismatch' && f.ids[0] === 'W1')!
    expect(finding.severity).toBe('error')
    expect(finding.ids).toEqual(['W1', 'X1', 'X2'])
  })

  it('flags a cavity several wires end in, kept current as wires come and go as a full check finds it', () => {
    const editor = new Editor(document())
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    const shared = () => columns.get().findings.filter((f) => f.rule === 'cavityShared').map((f) => [f.ids[0], f.detail, f.severity])
    const full = () => checkDesignRules(editor.doc, deriveHarness(editor.doc)).filter((f) => f.rule === 'cavityShared').map((f) => [f.ids[0], f.detail, f.severity])
    expect(shared()).toEqual([])
    // W2 moved into X2:1 beside W1.
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W2', patch: { endB: { kind: 'cavity', cavityId: 'X2:1' as never } } })
    expect(shared()).toEqual([['X2:1', 'X2:1: W1, W2', 'warning']])
    expect(full()).toEqual(shared())
    expect(columns.get().findings.find((f) => f.rule === 'cavityShared')!.ids).toEqual(['X2:1', 'X2', 'W1', 'W2'])
    // And out again by undo; deleting W1 instead leaves one wire there too.
    editor.undo()
    expect(shared()).toEqual([])
    editor.redo()
    editor.run(deleteRecords, { ids: ['W1'] })
    expect(shared()).toEqual([])
    expect(full()).toEqual([])
  })

  it('flags an empty cavity of a sealed housing without a plug, until a plug is fitted or a wire goes in', () => {
    const records = harness().node('N1').node('N2').segment('N1', 'N2', 100).connector('X1', 'N1', 3).connector('X2', 'N2', 2)
      .wire('W1', 'X1:1', 'X2:1', 2.4).wire('W2', 'X1:2', 'X2:2', 1.9).records
      .map((r) => (r.typeName === 'connector' ? { ...r, partNumber: r.id === 'X1' ? 'HSG-S' : 'HSG-U' } : r))
    const editor = new Editor(records)
    const catalog = library()
    const columns = new DerivedColumns(editor.doc)
    editor.subscribe((event) => columns.update(event.diff))
    columns.setCatalog(catalog)
    const open = () => columns.get().findings.filter((f) => f.rule === 'sealedCavityOpen').map((f) => [f.ids, f.severity, f.detail])
    const full = () => checkDesignRules(editor.doc, deriveHarness(editor.doc), catalog).filter((f) => f.rule === 'sealedCavityOpen').map((f) => [f.ids, f.severity, f.detail])
    // X1 (sealed) has X1:3 empty; X2 is not sealed.
    expect(open()).toEqual([[['X1:3', 'X1'], 'error', 'X1:3']])
    expect(full()).toEqual(open())
    editor.run(createRecords, { records: [createSeal({ id: 'P1' as never, cavityId: 'X1:3' as never, kind: 'plug', partNumber: 'PLUG-1' })] })
    expect(open()).toEqual([])
    expect(full()).toEqual([])
    // The wire leaving X1:2 leaves it open.
    editor.run(setProperties<'wire'>(), { typeName: 'wire', id: 'W2', patch: { endA: { kind: 'cavity', cavityId: 'X1:3' as never } } })
    expect(open()).toEqual([[['X1:2', 'X1'], 'error', 'X1:2']])
    expect(full()).toEqual(open())
    columns.setCatalog(PartCatalog.EMPTY)
    expect(open()).toEqual([])
  })
})
