import { LIBRARY_PART_KINDS, PART_RELATIONS, PART_STATUSES, checkParameters, type CatalogPart, type LibraryPartKind } from '@harness/protocol'

/** Most parts a catalogue may hold (a team's library of 100,000 parts and the global and built-in ones). */
export const CATALOGUE_MAX = 500_000

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads a part catalogue sent to the worker (from the server's `partCatalogue`, through the page):
 * each part a plain object with a part number, a known kind and status, a description, parameters
 * of numbers, texts and booleans, and links as lists of part numbers by known relation. Answers
 * the parts or the first problem, so a malformed message never reaches the checks.
 */
export function readCatalogue(input: unknown): { ok: true; parts: CatalogPart[] } | { ok: false; detail: string } {
  if (!Array.isArray(input)) return { ok: false, detail: 'the catalogue must be a list of parts' }
  if (input.length > CATALOGUE_MAX) return { ok: false, detail: `at most ${CATALOGUE_MAX} parts` }
  for (let i = 0; i < input.length; i++) {
    const p: unknown = input[i]
    const bad = (what: string) => ({ ok: false as const, detail: `part #${i}: ${what}` })
    if (!isRecord(p)) return bad('not an object')
    if (typeof p.partNumber !== 'string' || typeof p.description !== 'string') return bad('partNumber and description must be texts')
    if (!LIBRARY_PART_KINDS.includes(p.kind as never)) return bad(`unknown kind ${String(p.kind)}`)
    if (!PART_STATUSES.includes(p.status as never)) return bad(`unknown status ${String(p.status)}`)
    // Parameters as the library checks them (types, ranges, choices), so nothing the engine reads is out of its range.
    if (!isRecord(p.params)) return bad('params must be an object')
    const checked = checkParameters(p.kind as LibraryPartKind, p.params)
    if (!checked.ok) return bad(`params.${checked.problem.key}: ${checked.problem.problem}`)
    if (!isRecord(p.links)) return bad('links must be an object')
    for (const [relation, numbers] of Object.entries(p.links)) {
      if (!PART_RELATIONS.includes(relation as never)) return bad(`unknown relation ${relation}`)
      if (!Array.isArray(numbers)) return bad(`links.${relation} must list part numbers`)
      // An indexed loop: `every` would skip the holes of a sparse array.
      for (let k = 0; k < numbers.length; k++) if (typeof numbers[k] !== 'string') return bad(`links.${relation}[${k}] must be a part number`)
    }
  }
  return { ok: true, parts: input as CatalogPart[] }
}
