import {
  LINK_HEADING, PART_KIND_DEFS, PART_LINKS_MAX, PART_RELATIONS, RELATION_KIND, formatMessage, partNumberIdentity,
  type LibraryPartKind, type PartRelation,
} from '@harness/protocol'

/**
 * The links an import gives its parts. A link names a part by number; the import finds it, the
 * narrowest library first (as a project sees libraries): among the file's own parts being
 * imported, then the library imported into, then the libraries it may link to (a team's: the
 * global and built-in ones; the global one's: the built-in one). A part of the library imported
 * into is keyed by its part-number identity (`L:<identity>`, since a new one has no id until it
 * is written), a part of a wider library by its id (`W:<id>`). A number a part already links to
 * keeps that link (a team terminal and a global one may share a number: an exported housing comes
 * back linked to the same one).
 *
 * Worked example: a team imports a housing row whose terminals cell reads `T-1; 928999-1`. `T-1`
 * is a row of the same table (key `L:t-1`), `928999-1` a terminal of the global library with id 7
 * (key `W:7`): the housing's terminals become `[L:t-1, W:7]`, written as their ids once `T-1` has one.
 */

/** A key of a linked part: `L:<identity>` in the library imported into, `W:<id>` in a wider one. */
export type LinkKey = string

/** A part a link may name: its key, kind and number as the library spells it. */
export interface LinkCandidate {
  readonly key: LinkKey
  readonly kind: LibraryPartKind
  readonly partNumber: string
}

/**
 * What a lookup of a linked number finds: a part, a row of the same file that states that number
 * but is not imported (the library has no such part, so the link cannot be made), or nothing.
 */
export type LinkLookup = LinkCandidate | { readonly skippedRow: number } | null

/** The key of a part of the library imported into. */
export function localKey(partNumber: string): LinkKey {
  return `L:${partNumberIdentity(partNumber)}`
}

/** The key of a part of a wider library. */
export function widerKey(id: number): LinkKey {
  return `W:${id}`
}

/** A part's links once found: keys by relation (only the relations its source states), or why they cannot be. */
export interface ResolvedLinks {
  readonly links: Partial<Record<PartRelation, LinkKey[]>>
  /** Why some named part cannot be linked (not found, or of the wrong kind); null when every one can. */
  readonly problem: string | null
}

/** The kind `relation` links a part of `kind` to. */
export function linkedKind(kind: LibraryPartKind, relation: PartRelation): LibraryPartKind {
  return relation === 'alternative' ? kind : RELATION_KIND[relation]
}

/**
 * Finds the parts `part` links to with `find` (the part's current link of that number first, then
 * the narrowest library; null when no library in reach holds the number). Only a housing takes
 * terminals, seals and plugs; every kind takes alternatives of its own kind. A part naming itself
 * is left out. The problem names the first relation with numbers not found (all of them), else
 * the first number whose row is not imported, else the first part of a wrong kind.
 */
export function resolveLinks(
  part: { readonly kind: LibraryPartKind; readonly partNumber: string; readonly links: Readonly<Partial<Record<PartRelation, readonly string[]>>> },
  find: (partNumber: string) => LinkLookup,
): ResolvedLinks {
  const links: Partial<Record<PartRelation, LinkKey[]>> = {}
  const self = localKey(part.partNumber)
  let notFound: string | null = null
  let wrongKind: string | null = null
  let skipped: string | null = null
  for (const relation of PART_RELATIONS) {
    const numbers = part.links[relation]
    if (!numbers || (relation !== 'alternative' && part.kind !== 'connector')) continue
    const keys: LinkKey[] = []
    const missing: string[] = []
    for (const number of numbers) {
      const found = find(number)
      if (!found) missing.push(number)
      else if ('skippedRow' in found) {
        skipped ??= formatMessage('importLinkRowSkipped', { relation: LINK_HEADING[relation], partNumber: number, row: found.skippedRow })
      } else if (found.kind !== linkedKind(part.kind, relation)) {
        wrongKind ??= formatMessage('importLinkWrongKind', { partNumber: found.partNumber, kind: PART_KIND_DEFS[found.kind].zh, relation: LINK_HEADING[relation] })
      } else if (found.key !== self && !keys.includes(found.key)) keys.push(found.key)
    }
    if (missing.length > 0) notFound ??= formatMessage('importLinkNotFound', { relation: LINK_HEADING[relation], partNumbers: missing.join('、') })
    links[relation] = keys
  }
  return { links, problem: notFound ?? skipped ?? wrongKind }
}

/** How one relation's links change: the keys it ends with, and whether the cap cut some off. */
export interface LinkChange {
  readonly keys: readonly LinkKey[]
  readonly changed: boolean
  readonly capped: boolean
}

/**
 * A relation's links after an import: a table states them (`replace`: the listed parts, in their
 * order), a harness file adds to them (`add`: the current links, then those of the file not among
 * them, in the file's order, up to {@link PART_LINKS_MAX}).
 */
export function linkChange(current: readonly LinkKey[], stated: readonly LinkKey[], mode: 'add' | 'replace'): LinkChange {
  if (mode === 'replace') {
    const keys = stated.slice(0, PART_LINKS_MAX)
    return { keys, changed: keys.length !== current.length || keys.some((k, i) => k !== current[i]), capped: stated.length > PART_LINKS_MAX }
  }
  const have = new Set(current)
  const additions = stated.filter((k) => !have.has(k))
  const room = Math.max(0, PART_LINKS_MAX - current.length)
  const taken = additions.slice(0, room)
  return { keys: [...current, ...taken], changed: taken.length > 0, capped: additions.length > room }
}
