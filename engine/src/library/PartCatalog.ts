import { partNumberIdentity, type CatalogPart, type LibraryPartKind, type PartRelation } from '@harness/protocol'

/** One library part as the engine reads it (protocol's `CatalogPart`). */
export type { CatalogPart }

/**
 * A part number without spaces, hyphens and underscores: the separators drawings and libraries
 * write differently ("DJ7041 1.5", "DJ7041-1.5"). Decimal points, slashes and the rest are kept:
 * "HSG-1.5" and "HSG-15" stay two parts.
 */
function looseKey(partNumber: string): string {
  return partNumberIdentity(partNumber).replace(/[\s\-_]+/gu, '')
}

/**
 * The parts a harness is checked against, found by part number: by its identity (case, width and
 * surrounding space ignored: `partNumberIdentity`), else by its loose key ({@link looseKey}) when
 * exactly one part has that key (a drawing's "DJ7041 1.5" finds the library's "DJ7041-1.5"; no
 * decimal point is ever dropped, so "FLRY-05" never finds "FLRY-0.5"). When two libraries hold the same
 * number the first given wins, so callers list the narrowest library first (team, global, built in).
 */
export class PartCatalog {
  private readonly byIdentity = new Map<string, CatalogPart>()
  /** Parts by loose key; null where two parts share one (then only the identity finds them). */
  private readonly byKey = new Map<string, CatalogPart | null>()
  /** Lookups by the number as written, so a document's repeated numbers are normalised once. */
  private readonly byNumber = new Map<string, CatalogPart | null>()

  /** An empty catalogue: nothing is known, so nothing is checked against it. */
  static readonly EMPTY = new PartCatalog([])

  constructor(parts: Iterable<CatalogPart>) {
    for (const part of parts) {
      const identity = partNumberIdentity(part.partNumber)
      if (identity === '' || this.byIdentity.has(identity)) continue
      this.byIdentity.set(identity, part)
      const key = looseKey(part.partNumber)
      if (key !== '') this.byKey.set(key, this.byKey.has(key) ? null : part)
    }
  }

  /** Number of distinct part numbers known. */
  get size(): number {
    return this.byIdentity.size
  }

  /** The part with this number, or undefined ('' and unknown numbers). */
  get(partNumber: string): CatalogPart | undefined {
    if (partNumber === '' || this.byIdentity.size === 0) return undefined
    let found = this.byNumber.get(partNumber)
    if (found === undefined) {
      found = this.byIdentity.get(partNumberIdentity(partNumber)) ?? this.byKey.get(looseKey(partNumber)) ?? null
      this.byNumber.set(partNumber, found)
    }
    return found ?? undefined
  }

  /** The part with this number when it is of `kind`. */
  getOf(kind: LibraryPartKind, partNumber: string): CatalogPart | undefined {
    const part = this.get(partNumber)
    return part?.kind === kind ? part : undefined
  }

  /** The parts `part` links to under `relation`, in its order, that the catalogue knows. */
  linked(part: CatalogPart, relation: PartRelation): CatalogPart[] {
    const out: CatalogPart[] = []
    for (const number of part.links[relation] ?? []) {
      const linked = this.get(number)
      if (linked) out.push(linked)
    }
    return out
  }
}
