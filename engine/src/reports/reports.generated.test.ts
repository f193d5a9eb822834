import { describe, expect, it } from 'vitest'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { generateHarness } from '../generate/generateHarness'
import { assemblyTable } from './assemblyTable'
import { bom } from './bom'
import { isOwnTerminal } from '../library/ownTerminals'
import { wireCutTable } from './wireCutTable'

// Cross-checks of the three reports on a generated harness: totals must agree between them.
describe('reports of a generated harness', () => {
  const doc = new Editor(generateHarness('S', 4)).doc
  const derived = deriveHarness(doc)
  const cut = wireCutTable(doc, derived)
  const steps = assemblyTable(doc, derived)
  const rows = bom(doc, derived)

  it('lists every wire once, in line order, with a cut length', () => {
    expect(cut.map((r) => r.line)).toEqual(cut.map((_, i) => i + 1))
    expect(new Set(cut.map((r) => r.wireId)).size).toBe(doc.count('wire'))
    expect(cut.every((r) => r.status === 'ok' && r.productionLength !== null && r.productionLength > 0)).toBe(true)
  })

  it('agrees on wire metres, pieces and steps', () => {
    const singles = cut.filter((r) => r.kind === 'wire')
    const cutMetres = singles.reduce((sum, r) => sum + r.productionLength!, 0) / 1000
    const bomMetres = rows.filter((r) => r.category === 'wire').reduce((sum, r) => sum + r.quantity, 0)
    expect(bomMetres).toBeCloseTo(cutMetres, 1)
    const pieces = (category: string) => rows.filter((r) => r.category === category).reduce((sum, r) => sum + r.quantity, 0)
    // A connector that is its own terminal (a lug) is counted once, as the terminal.
    expect(pieces('connector')).toBe([...doc.all('connector')].filter((c) => !isOwnTerminal(doc, c)).length)
    expect(pieces('terminal')).toBe(doc.count('terminal'))
    expect(pieces('seal') + pieces('plug')).toBe(doc.count('seal'))
    expect(pieces('splice')).toBe(doc.count('splice'))
    expect(pieces('clip') + pieces('grommet')).toBe(doc.count('fixing'))
    expect(rows.filter((r) => r.category === 'tape' || r.category === 'tube').reduce((sum, r) => sum + r.count, 0)).toBe(doc.count('protection'))
    const count = (operation: string) => steps.filter((s) => s.operation === operation).length
    expect(count('layWire')).toBe(doc.count('wire'))
    expect(count('insertTerminal')).toBe(doc.count('terminal'))
    expect(count('fitSeal') + count('fitPlug')).toBe(doc.count('seal'))
    expect(count('wrapTape') + count('slideTube')).toBe(doc.count('protection'))
    expect(steps.map((s) => s.step)).toEqual(steps.map((_, i) => i + 1))
  })
})
