import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { importKbl } from './importKbl'
import type { KblImportResult } from './KblImportReport'

const tiny = readFileSync(new URL('./__fixtures__/tiny-2.5.kbl', import.meta.url), 'utf8')
const corpus = new URL('../shared/corpus/kbl/samples/', new URL('../../../../', import.meta.url))
const modular = readFileSync(new URL(readdirSync(corpus).find((f) => f.includes('modulare'))!, corpus), 'utf8')

/** The 1-based line and column where `needle` first occurs in `text`. */
function placeOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle)
  if (at < 0) throw new Error(`fixture lacks ${needle}`)
  const before = text.slice(0, at).split('\n')
  return { line: before.length, column: before[before.length - 1]!.length + 1 }
}

function failure(result: KblImportResult) {
  if (result.ok) throw new Error('expected the import to fail')
  return result.error
}

/** `tiny` with `from` replaced by `to` (once), checked to change something. */
function mutate(from: string, to: string): string {
  expect(tiny.includes(from)).toBe(true)
  return tiny.replace(from, to)
}

describe('importKbl refuses malformed input with a place', () => {
  it('truncated XML', () => {
    const cut = modular.slice(0, Math.floor(modular.length / 2))
    const error = failure(importKbl(cut))
    expect(error.line).toBeGreaterThan(1000)
    expect(error.column).toBeGreaterThan(0)
    expect(error.message).toMatch(/unclosed|unexpected end/i)
  })

  it('not XML at all, and empty input', () => {
    expect(failure(importKbl('hello')).line).toBe(1)
    expect(failure(importKbl(''))).toMatchObject({ line: 1 })
  })

  it('a wrong root element', () => {
    const error = failure(importKbl('<?xml version="1.0"?>\n  <Harness id="x"/>'))
    expect(error).toMatchObject({ line: 2, column: 3, path: '/Harness[x]' })
    expect(error.message).toMatch(/not KBL_container/)
  })

  it('a KBL_container outside the KBL namespace, or of an unsupported release', () => {
    expect(failure(importKbl('<KBL_container id="c" version_id="2.4"/>')).message).toMatch(/no namespace/)
    const v3 = failure(importKbl(mutate('version_id="2.5 SR-1"', 'version_id="3.0"')))
    expect(v3.message).toMatch(/3\.0 is not supported/)
    expect(v3.line).toBe(placeOf(tiny, '<kbl:KBL_container').line)
  })

  it('an unknown node reference', () => {
    const xml = mutate('<Start_node>N2</Start_node>', '<Start_node>N99</Start_node>')
    const error = failure(importKbl(xml))
    expect(error).toMatchObject({ ...placeOf(xml, '<Start_node>N99'), path: '/KBL_container[C]/Segment[S2]/Start_node' })
    expect(error.message).toMatch(/unknown id "N99"/)
  })

  it('a reference to the wrong kind of element', () => {
    const xml = mutate('<Wire>W1</Wire>', '<Wire>X1</Wire>')
    const error = failure(importKbl(xml))
    expect(error).toMatchObject(placeOf(xml, '<Wire>X1'))
    expect(error.message).toMatch(/a Connector_occurrence, where General_wire_occurrence or Core_occurrence is expected/)
  })

  it('a negative length', () => {
    const xml = mutate('<Value_component>150</Value_component>', '<Value_component>-150</Value_component>')
    const error = failure(importKbl(xml))
    expect(error).toMatchObject(placeOf(xml, '<Value_component>-150'))
    expect(error.message).toMatch(/Virtual_length -150/)
  })

  it('an absurd length (1e300 mm)', () => {
    const xml = mutate('<Value_component>150</Value_component>', '<Value_component>1e300</Value_component>')
    expect(failure(importKbl(xml))).toMatchObject(placeOf(xml, '<Value_component>1e300'))
  })

  it('a length that overflows once converted (1e305 inch)', () => {
    const xml = mutate('<Value_component>4</Value_component>', '<Value_component>1e305</Value_component>')
    expect(failure(importKbl(xml))).toMatchObject(placeOf(xml, '<Value_component>1e305'))
  })

  it('a number that is not one', () => {
    const xml = mutate('<Coordinates>200</Coordinates>', '<Coordinates>NaN</Coordinates>')
    const error = failure(importKbl(xml))
    expect(error).toMatchObject(placeOf(xml, '<Coordinates>NaN'))
    expect(error.message).toMatch(/not a number/)
  })

  it('a length in a unit that is not a length', () => {
    const xml = mutate('<Unit_component>U_MM</Unit_component><Value_component>150', '<Unit_component>U_MM2</Unit_component><Value_component>150')
    expect(failure(importKbl(xml)).message).toMatch(/not a unit of length/)
  })

  it('a fraction outside 0..1', () => {
    const xml = mutate('<Location>0.5</Location>', '<Location>7</Location>')
    expect(failure(importKbl(xml))).toMatchObject(placeOf(xml, '<Location>7'))
  })

  it('duplicate KBL ids', () => {
    const xml = mutate('<Node id="N4">', '<Node id="N3">')
    expect(failure(importKbl(xml)).message).toMatch(/duplicate KBL id "N3"/)
  })

  it('a too deep nesting', () => {
    const deep = '<a>'.repeat(100) + '</a>'.repeat(100)
    expect(failure(importKbl(deep)).message).toMatch(/nested deeper/)
  })
})

describe('importKbl warns about lesser problems and goes on', () => {
  it('an unknown part, an unknown module member and an unreferenced connector', () => {
    const xml = tiny
      .replace('<Part>GT1</Part>', '<Part>GT9</Part>')
      .replace('<Controlled_components>CAB1</Controlled_components>', '<Controlled_components>CAB1 GHOST</Controlled_components>')
      .replace('<Referenced_cavities>X3C1</Referenced_cavities>', '')
    const result = importKbl(xml)
    if (!result.ok) throw new Error(JSON.stringify(result.error))
    const messages = result.report.warnings.map((w) => `${w.kblId}@${w.line}: ${w.message}`)
    expect(messages).toEqual([
      `M2C@${placeOf(xml, '<Controlled_components>CAB1 GHOST').line}: Controlled_components refers to unknown id "GHOST"; skipped`,
      `X3@${placeOf(xml, '<Connector_occurrence id="X3"').line}: Connector_occurrence X3 (X3) is at no node; it gets a node of its own`,
      `TO1@${placeOf(xml, '<Part>GT9').line}: Part refers to unknown id "GT9"; skipped`,
    ])
    expect(result.report.counts.unplacedConnectors).toBe(1)
    expect(result.records.find((r) => r.id === 'terminal:TO1')).toMatchObject({ partNumber: '' })
  })
})
