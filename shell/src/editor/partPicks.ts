import { WALL_TYPES, foldSearchText, iso6722MaxOd, readWireColours, type CatalogPart, type LibraryPartKind } from '@harness/protocol'
import type { FittedKind, ToolId, ToolPart } from '@harness/engine'

/** The library kinds the part panel places, in its order, with the tool that places each. */
export const PLACEABLE_KINDS: readonly { readonly kind: LibraryPartKind; readonly tool: ToolId }[] = [
  { kind: 'connector', tool: 'connector' }, { kind: 'wire', tool: 'wire' }, { kind: 'splice', tool: 'splice' },
  { kind: 'terminal', tool: 'fit' }, { kind: 'seal', tool: 'fit' }, { kind: 'plug', tool: 'fit' },
  { kind: 'clip', tool: 'clip' }, { kind: 'grommet', tool: 'grommet' },
]

/** The drag-and-drop type of a library part dragged from the part panel onto the canvas (its pick key). */
export const PART_DRAG_TYPE = 'application/x-harness-part'

/** True when a part of `kind` is placed by a press at one point, so it can be dropped on the canvas (a wire needs two ends). */
export function isDroppable(kind: LibraryPartKind): boolean {
  return PLACEABLE_KINDS.some((k) => k.kind === kind && k.tool !== 'wire')
}

/** Most parts the favourites and the recently used list hold. */
export const MAX_PICKS = 30

/**
 * IEC 60757 colour codes of a wire part's `colours` text, read as the property panel reads a
 * wire's colours (`readWireColours`: codes or names, base colour first, at most four): "rd/bk" →
 * ["RD", "BK"], "红/黑" → ["RD", "BK"]; an empty or unreadable text → null (the wire keeps its
 * default).
 */
export function colourCodes(text: unknown): string[] | null {
  if (typeof text !== 'string') return null
  const read = readWireColours(text)
  return read.ok && read.codes.length > 0 ? read.codes : null
}

/**
 * The tool that places library part `part` and what it takes from the part: its numbers, a
 * connector's cavity count and seal and plug flags, a wire's cross-section, outer diameter (for
 * an ISO 6722-1 wire stating none, the standard's largest for its wall) and colours, a terminal's strip length; terminals, seals and plugs go to the fit tool with what to
 * fit them as. Null for kinds the canvas does not place (cables and protections: made from wires
 * and wrapped over segments) and for invalid parts.
 */
export function toolPartOf(part: CatalogPart): { readonly tool: ToolId; readonly part: ToolPart; readonly fit?: FittedKind } | null {
  const entry = PLACEABLE_KINDS.find((k) => k.kind === part.kind)
  if (!entry || part.status !== 'normal') return null
  const p = part.params
  const num = (key: string) => (typeof p[key] === 'number' ? (p[key] as number) : undefined)
  const flag = (key: string) => (typeof p[key] === 'boolean' ? (p[key] as boolean) : undefined)
  const base = { partNumber: part.partNumber, description: part.description }
  if (part.kind === 'connector') {
    const cavities = num('cavityCount')
    const sealable = flag('sealed')
    const pluggable = flag('pluggable')
    return { tool: entry.tool, part: { ...base, ...(cavities !== undefined ? { cavities } : {}), ...(sealable !== undefined ? { sealable } : {}), ...(pluggable !== undefined ? { pluggable } : {}) } }
  }
  if (part.kind === 'terminal' || part.kind === 'seal' || part.kind === 'plug') {
    const strip = part.kind === 'terminal' ? num('stripLength') : undefined
    return { tool: 'fit', fit: part.kind, part: { ...base, ...(strip !== undefined ? { stripLength: strip } : {}) } }
  }
  if (part.kind === 'wire') {
    const csa = num('csa')
    const od = num('od') ?? standardOd(csa, p.standard, p.wall)
    const colors = colourCodes(p.colours)
    return { tool: entry.tool, part: { ...base, ...(csa !== undefined ? { csa } : {}), ...(od !== undefined ? { od } : {}), ...(colors ? { colors } : {}) } }
  }
  return { tool: entry.tool, part: base }
}

/**
 * The largest outer diameter in mm ISO 6722-1 allows a wire of `csa` mm² with insulation `wall`,
 * for a library wire made to that standard that states no diameter of its own; undefined for other
 * standards, an unstated wall or a size the wall does not have (the editor's table then applies).
 * Example: (1.5, 'ISO 6722-1', 'thick') → 3.
 */
function standardOd(csa: number | undefined, standard: unknown, wall: unknown): number | undefined {
  if (csa === undefined || standard !== 'ISO 6722-1' || !WALL_TYPES.includes(wall as never)) return undefined
  return iso6722MaxOd(csa, wall as (typeof WALL_TYPES)[number]) ?? undefined
}

/** A catalogue part's key in the favourites and recent lists: its kind and part number. */
export const pickKey = (part: Pick<CatalogPart, 'kind' | 'partNumber'>): string => `${part.kind}:${part.partNumber}`

/**
 * The parts of `kind` the panel lists for `query` (folded as the text search folds: case, width
 * and accents; matched in the part number with or without separators, or in the description):
 * favourites first, then recently used, then the rest in catalogue order (narrowest library
 * first); the same part number from a wider library is listed once. At most `limit`.
 */
export function partsToList(parts: readonly CatalogPart[], kind: LibraryPartKind, query: string, favourites: readonly string[], recent: readonly string[], limit = 2000): CatalogPart[] {
  const q = foldSearchText(query.trim())
  const qBare = q.replace(/[\s\-_./]+/g, '')
  const seen = new Set<string>()
  const matched: CatalogPart[] = []
  for (const part of parts) {
    if (part.kind !== kind || seen.has(part.partNumber)) continue
    seen.add(part.partNumber)
    if (q !== '') {
      const number = foldSearchText(part.partNumber)
      const hit = number.includes(q) || (qBare !== '' && number.replace(/[\s\-_./]+/g, '').includes(qBare)) || foldSearchText(part.description).includes(q)
      if (!hit) continue
    }
    matched.push(part)
  }
  const rank = (part: CatalogPart) => {
    const key = pickKey(part)
    const f = favourites.indexOf(key)
    if (f >= 0) return f
    const r = recent.indexOf(key)
    return r >= 0 ? MAX_PICKS + r : 2 * MAX_PICKS
  }
  return matched.map((part, i) => ({ part, i, r: rank(part) })).sort((a, b) => a.r - b.r || a.i - b.i).slice(0, limit).map((x) => x.part)
}

/** `list` with `key` moved to the front (recently used) or added/removed (favourites), at most {@link MAX_PICKS}. */
export function withPick(list: readonly string[], key: string, mode: 'front' | 'toggle'): string[] {
  const without = list.filter((k) => k !== key)
  if (mode === 'toggle' && without.length !== list.length) return without
  return [key, ...without].slice(0, MAX_PICKS)
}
