import type { Knex } from 'knex'
import { PART_RELATIONS, partNumberIdentity, type PartImportLine, type PartRelation } from '@harness/protocol'
import type { WritableLibrary } from './partAccess'
import type { Plan } from './partImport.service'
import { linkTargetsOf, partsByIdentity, type LinkTarget, type PartRecord } from './parts.repo'
import { localKey, resolveLinks, widerKey, type LinkCandidate, type LinkKey, type LinkLookup, type ResolvedLinks } from './importLinks'

/** The links an import plans: each written part's links found (by plan index), and the current links of the known parts that state some, as keys. */
export interface LinkPlan {
  readonly resolved: ReadonlyMap<number, ResolvedLinks>
  readonly current: ReadonlyMap<number, Readonly<Record<PartRelation, LinkKey[]>>>
}

/**
 * Finds the parts every planned part links to (see `importLinks`): a number the part already
 * links to keeps that link; else the file's own parts, the library imported into, then the wider
 * libraries. A number whose row in the same file is not imported (skipped, a conflict, a row that
 * does not read) and that the library lacks cannot be linked. A table row (links `replace`) with a
 * link that cannot be made is skipped: its plan in `plans` becomes a skipped line with why, and
 * the rows naming it are looked at again (a worklist over who names whom, so a chain of rows
 * falls in one pass of its length, never in a pass per row).
 */
export async function planLinks(
  trx: Knex, library: WritableLibrary, plans: Plan[], stored: ReadonlyMap<string, PartRecord>, unread: readonly PartImportLine[],
): Promise<LinkPlan> {
  const teamId = library.scope === 'team' ? library.teamId : null
  const planOf = new Map(plans.map((p, i) => [partNumberIdentity(p.part.partNumber), i]))
  const unreadRow = new Map<string, number>()
  for (const line of unread) if (line.partNumber !== '' && !unreadRow.has(partNumberIdentity(line.partNumber))) unreadRow.set(partNumberIdentity(line.partNumber), line.row ?? 0)

  // The current links of known parts that state links, and the wider parts they or the file name.
  const stating = plans.filter((p) => p.existing && p.fields && Object.keys(p.part.links).length > 0).map((p) => p.existing!.id)
  const targets = await linkTargetsOf(trx, stating)
  const local = (t: LinkTarget) => t.scope === library.scope && t.teamId === teamId
  const candidate = (t: LinkTarget): LinkCandidate => ({ key: local(t) ? localKey(t.partNumber) : widerKey(t.id), kind: t.kind, partNumber: t.partNumber })
  const current = new Map<number, Record<PartRelation, LinkKey[]>>()
  const currentByNumber = new Map<number, Map<string, LinkCandidate>>()
  for (const [partId, list] of targets) {
    const keys: Record<PartRelation, LinkKey[]> = { terminal: [], seal: [], plug: [], alternative: [] }
    const byNumber = new Map<string, LinkCandidate>()
    for (const t of list) {
      keys[t.relation].push(candidate(t).key)
      byNumber.set(partNumberIdentity(t.partNumber), candidate(t))
    }
    current.set(partId, keys)
    currentByNumber.set(partId, byNumber)
  }
  const named = new Set<string>()
  for (const p of plans) for (const numbers of Object.values(p.part.links)) for (const n of numbers ?? []) named.add(partNumberIdentity(n))
  const wider = await widerParts(trx, library, [...named].filter((n) => !stored.has(n)))

  const lookup = (p: Plan) => (number: string): LinkLookup => {
    const identity = partNumberIdentity(number)
    const kept = p.existing ? currentByNumber.get(p.existing.id)?.get(identity) : undefined
    if (kept) return kept
    const planned = planOf.get(identity)
    const inFile = planned === undefined ? null : plans[planned]!
    if (inFile?.fields) return { key: localKey(inFile.fields.partNumber), kind: inFile.part.kind, partNumber: inFile.fields.partNumber }
    const own = stored.get(identity)
    if (own) return { key: localKey(own.partNumber), kind: own.kind, partNumber: own.partNumber }
    if (inFile) return { skippedRow: inFile.line.row ?? 0 }
    if (unreadRow.has(identity)) return { skippedRow: unreadRow.get(identity)! }
    const other = wider.get(identity)
    return other ? { key: widerKey(other.id), kind: other.kind, partNumber: other.partNumber } : null
  }

  const resolved = new Map<number, ResolvedLinks>()
  const namedBy = new Map<string, number[]>()
  const falling: number[] = []
  const resolve = (i: number) => {
    const p = plans[i]!
    const links = resolveLinks(p.part, lookup(p))
    resolved.set(i, links)
    if (links.problem !== null && p.part.linkMode === 'replace') falling.push(i)
  }
  plans.forEach((p, i) => {
    if (!p.fields) return
    for (const relation of PART_RELATIONS) for (const n of p.part.links[relation] ?? []) {
      const list = namedBy.get(partNumberIdentity(n)) ?? []
      list.push(i)
      namedBy.set(partNumberIdentity(n), list)
    }
    resolve(i)
  })
  while (falling.length > 0) {
    const i = falling.pop()!
    const p = plans[i]!
    if (!p.fields) continue
    plans[i] = { ...p, fields: null, line: { ...p.line, action: 'skipped', changed: [], reason: resolved.get(i)!.problem! } }
    resolved.delete(i)
    // A part the library already has stays linkable; a new one is gone: the rows naming it look again.
    const identity = partNumberIdentity(p.part.partNumber)
    if (stored.has(identity)) continue
    for (const j of new Set(namedBy.get(identity) ?? [])) if (plans[j]!.fields) resolve(j)
  }
  return { resolved, current }
}

/** The parts of the libraries a part of `library` may link to besides its own (global, built in), by identity, the narrowest kept. */
async function widerParts(trx: Knex, library: WritableLibrary, identities: readonly string[]): Promise<Map<string, PartRecord>> {
  const scopes: ('global' | 'builtin')[] = library.scope === 'team' ? ['global', 'builtin'] : library.scope === 'global' ? ['builtin'] : []
  const out = new Map<string, PartRecord>()
  for (const scope of scopes) {
    for (const part of await partsByIdentity(trx, scope, identities)) if (!out.has(partNumberIdentity(part.partNumber))) out.set(partNumberIdentity(part.partNumber), part)
  }
  return out
}
