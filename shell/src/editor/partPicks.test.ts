import { describe, expect, it } from 'vitest'
import type { CatalogPart } from '@harness/protocol'
import { colourCodes, partsToList, pickKey, toolPartOf, withPick } from './partPicks'

const part = (kind: CatalogPart['kind'], partNumber: string, description: string, params: CatalogPart['params'] = {}, status: CatalogPart['status'] = 'normal'): CatalogPart =>
  ({ kind, partNumber, description, params, status, links: {} })

describe('part picks', () => {
  it('reads colour codes from the colours text of a wire part', () => {
    expect(colourCodes('rd/bk')).toEqual(['RD', 'BK'])
    expect(colourCodes('GN-YE')).toEqual(['GN', 'YE'])
    expect(colourCodes('红/黑')).toEqual(['RD', 'BK'])
    expect(colourCodes('RD/unknown')).toBeNull()
    expect(colourCodes('')).toBeNull()
    expect(colourCodes(3)).toBeNull()
  })

  it('turns a library part into the tool that places it with what it takes', () => {
    expect(toolPartOf(part('connector', '1-967616-1', '6-way', { cavityCount: 6, sealed: true }))).toEqual({ tool: 'connector', part: { partNumber: '1-967616-1', description: '6-way', cavities: 6, sealable: true } })
    expect(toolPartOf(part('wire', 'FLRY 0.5', 'red', { csa: 0.5, od: 1.6, colours: 'RD' }))).toEqual({ tool: 'wire', part: { partNumber: 'FLRY 0.5', description: 'red', csa: 0.5, od: 1.6, colors: ['RD'] } })
    expect(toolPartOf(part('terminal', 'T1', 'terminal', { stripLength: 4.5 }))).toEqual({ tool: 'fit', fit: 'terminal', part: { partNumber: 'T1', description: 'terminal', stripLength: 4.5 } })
    expect(toolPartOf(part('plug', 'P1', 'plug'))).toEqual({ tool: 'fit', fit: 'plug', part: { partNumber: 'P1', description: 'plug' } })
    expect(toolPartOf(part('protection', 'TAPE', 'tape'))).toBeNull()
    expect(toolPartOf(part('connector', 'OLD', 'invalid', { cavityCount: 2 }, 'invalid'))).toBeNull()
  })

  it('gives an ISO 6722-1 wire without a diameter the standard\'s largest for its wall, and no other wire one', () => {
    const od = (params: Record<string, unknown>) => (toolPartOf(part('wire', 'W', 'w', params as never))!.part as { od?: number }).od
    expect(od({ csa: 1.5, standard: 'ISO 6722-1', wall: 'thick' })).toBe(3)
    expect(od({ csa: 0.35, standard: 'ISO 6722-1', wall: 'thin' })).toBe(1.4)
    expect(od({ csa: 0.5, standard: 'ISO 6722-1', wall: 'ultraThin' })).toBe(1.4)
    // A stated diameter stands; a size the wall lacks, another standard or no wall leaves it to the editor's table.
    expect(od({ csa: 1.5, od: 2.2, standard: 'ISO 6722-1', wall: 'thick' })).toBe(2.2)
    expect(od({ csa: 0.35, standard: 'ISO 6722-1', wall: 'thick' })).toBeUndefined()
    expect(od({ csa: 1.5, standard: 'SAE J1128', wall: 'thick' })).toBeUndefined()
    expect(od({ csa: 1.5, standard: 'ISO 6722-1' })).toBeUndefined()
  })

  it('lists favourites, then recent parts, then the rest, matched with or without separators, each number once', () => {
    const parts = [part('connector', '1-967616-1', 'Sealed housing'), part('connector', '929504-1', 'Junior timer'), part('connector', '1-967616-1', 'wider library'), part('wire', 'W', 'w')]
    const fav = [pickKey(parts[1]!)]
    expect(partsToList(parts, 'connector', '', fav, []).map((p) => p.partNumber)).toEqual(['929504-1', '1-967616-1'])
    expect(partsToList(parts, 'connector', '1967616', [], []).map((p) => p.description)).toEqual(['Sealed housing'])
    expect(partsToList(parts, 'connector', 'JUNIOR', [], []).map((p) => p.partNumber)).toEqual(['929504-1'])
  })

  it('moves a recent part to the front and toggles a favourite', () => {
    expect(withPick(['a', 'b'], 'b', 'front')).toEqual(['b', 'a'])
    expect(withPick(['a', 'b'], 'b', 'toggle')).toEqual(['a'])
    expect(withPick(['a'], 'c', 'toggle')).toEqual(['c', 'a'])
  })
})
