import { describe, expect, it } from 'vitest'
import { formatMessage, type LibraryPartKind } from '@harness/protocol'
import { linkChange, localKey, resolveLinks, widerKey, type LinkCandidate } from './importLinks'

/** A library in reach: the file's and the library's parts by number (local), wider ones with ids. */
const LIBRARY: Readonly<Record<string, { kind: LibraryPartKind; id?: number }>> = {
  'T-1': { kind: 'terminal' }, 'T-2': { kind: 'terminal' }, 'S-1': { kind: 'seal' }, 'G-T-9': { kind: 'terminal', id: 9 }, 'H-1': { kind: 'connector' }, 'H-2': { kind: 'connector' },
}
const find = (number: string): LinkCandidate | null => {
  const hit = Object.entries(LIBRARY).find(([n]) => n.toLowerCase() === number.toLowerCase())
  if (!hit) return null
  const [partNumber, { kind, id }] = hit
  return { key: id === undefined ? localKey(partNumber) : widerKey(id), kind, partNumber }
}

describe('the links an import gives a part', () => {
  it('finds each number once, in order, leaving out the part itself', () => {
    const resolved = resolveLinks({ kind: 'connector', partNumber: 'H-1', links: { terminal: ['T-1', 'G-T-9', 't-1'], seal: ['S-1'], alternative: ['H-2', 'h-1'] } }, find)
    expect(resolved).toEqual({ problem: null, links: { terminal: ['L:t-1', 'W:9'], seal: ['L:s-1'], alternative: ['L:h-2'] } })
  })

  it('takes only alternatives for a part that is not a housing', () => {
    expect(resolveLinks({ kind: 'terminal', partNumber: 'T-3', links: { terminal: ['T-1'], alternative: ['T-2'] } }, find)).toEqual({ problem: null, links: { alternative: ['L:t-2'] } })
  })

  it('names a number whose row is not imported after numbers not found, before a part of the wrong kind', () => {
    const withRow = (number: string) => (number === 'T-ROW' ? { skippedRow: 7 } : find(number))
    expect(resolveLinks({ kind: 'connector', partNumber: 'H-1', links: { terminal: ['S-1', 'T-ROW'] } }, withRow).problem)
      .toBe(formatMessage('importLinkRowSkipped', { relation: '配套端子', partNumber: 'T-ROW', row: 7 }))
    expect(resolveLinks({ kind: 'connector', partNumber: 'H-1', links: { terminal: ['T-ROW', 'X-9'] } }, withRow).problem)
      .toBe(formatMessage('importLinkNotFound', { relation: '配套端子', partNumbers: 'X-9' }))
  })

  it('names every number not found in the first relation lacking some, before a part of the wrong kind', () => {
    const resolved = resolveLinks({ kind: 'connector', partNumber: 'H-1', links: { terminal: ['S-1'], seal: ['X-1', 'S-1', 'X-2'] } }, find)
    expect(resolved.problem).toBe(formatMessage('importLinkNotFound', { relation: '配套防水栓', partNumbers: 'X-1、X-2' }))
    expect(resolveLinks({ kind: 'terminal', partNumber: 'T-3', links: { alternative: ['S-1'] } }, find).problem)
      .toBe(formatMessage('importLinkWrongKind', { partNumber: 'S-1', kind: '防水栓', relation: '替代件' }))
  })
})

describe('how a relation\'s links change', () => {
  it('a table replaces them: a change only when the list or its order differs', () => {
    expect(linkChange(['L:a', 'W:1'], ['L:a', 'W:1'], 'replace')).toEqual({ keys: ['L:a', 'W:1'], changed: false, capped: false })
    expect(linkChange(['L:a', 'W:1'], ['W:1', 'L:a'], 'replace')).toEqual({ keys: ['W:1', 'L:a'], changed: true, capped: false })
    expect(linkChange(['L:a'], [], 'replace')).toEqual({ keys: [], changed: true, capped: false })
  })

  it('a harness file adds what the part lacks after what it has, up to 200', () => {
    expect(linkChange(['L:a'], ['L:b', 'L:a'], 'add')).toEqual({ keys: ['L:a', 'L:b'], changed: true, capped: false })
    expect(linkChange(['L:a'], ['L:a'], 'add')).toEqual({ keys: ['L:a'], changed: false, capped: false })
    const full = Array.from({ length: 199 }, (_, i) => `W:${i}`)
    expect(linkChange(full, ['L:x', 'L:y'], 'add')).toEqual({ keys: [...full, 'L:x'], changed: true, capped: true })
  })
})
