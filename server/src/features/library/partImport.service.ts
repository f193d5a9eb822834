import type { Knex } from 'knex'
import { PART_KIND_DEFS, PART_RELATIONS, formatMessage, partNumberIdentity, type PartImportLine, type PartImportResult, type PartRelation } from '@harness/protocol'
import type { HarnessPart, PartConflict } from '@harness/engine'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { writableLibrary, type WritableLibrary } from './partAccess'
import { canonicalJson, changedFields, fieldsOf, readPartFields, snapshotOf } from './partFields'
import { insertPart, insertPartVersion, linkIds, partsOfLibrary, replaceLinks, touchPart, updatePartRow, type PartFields, type PartRecord } from './parts.repo'

/** Most lines an import answers (the counts always cover every part). */
export const IMPORT_LINES_MAX = 5000

/** What an import plans for one part: its stored fields once merged, and the line the answer shows. */
interface Plan {
  readonly part: HarnessPart
  readonly line: PartImportLine
  readonly fields: PartFields | null
  readonly existing: PartRecord | null
}

/**
 * The fields a part keeps once the file's part is merged in: the file's description when it has
 * one, its parameters over the stored ones (a file states what it knows; what it does not state,
 * such as a terminal's ranges or a supplier, stays as the library has it). A new part takes the
 * file's fields as they are.
 */
function merged(part: HarnessPart, existing: PartRecord | null): PartFields {
  const base = existing ? fieldsOf(existing) : null
  return readPartFields(part.kind, {
    partNumber: existing?.partNumber ?? part.partNumber,
    description: part.description.trim() !== '' ? part.description : base?.description,
    supplierPartNumber: base?.supplierPartNumber,
    manufacturerPartNumber: base?.manufacturerPartNumber,
    manufacturer: base?.manufacturer,
    supplier: base?.supplier,
    status: base?.status ?? 'normal',
    usage: base?.usage ?? part.usage,
    weight: base?.weight ?? null,
    unitCost: base?.unitCost ?? null,
    params: { ...(base?.params ?? {}), ...part.params },
  })
}

/** Plans every part of the file against the library's parts by part-number identity. */
function plan(parts: readonly HarnessPart[], conflicts: readonly PartConflict[], stored: ReadonlyMap<string, PartRecord>): Plan[] {
  const conflicted = new Map(conflicts.map((c) => [partNumberIdentity(c.partNumber), c]))
  return parts.map((part): Plan => {
    const existing = stored.get(partNumberIdentity(part.partNumber)) ?? null
    const line = (action: PartImportLine['action'], changed: readonly string[] = [], reason = ''): PartImportLine => ({ partNumber: part.partNumber, kind: part.kind, action, changed, reason })
    const twoKinds = conflicted.get(partNumberIdentity(part.partNumber))
    if (twoKinds) return { part, existing, fields: null, line: line('conflict', [], formatMessage('importConflictInFile', { kinds: twoKinds.kinds.map((k) => PART_KIND_DEFS[k].zh).join('、') })) }
    if (existing && existing.kind !== part.kind) return { part, existing, fields: null, line: line('conflict', [], formatMessage('importConflictInLibrary', { kind: PART_KIND_DEFS[existing.kind].zh })) }
    let fields: PartFields
    try {
      fields = merged(part, existing)
    } catch (error) {
      if (error instanceof ApiError) return { part, existing, fields: null, line: line('skipped', [], error.message) }
      throw error
    }
    if (!existing) return { part, existing, fields, line: line('add') }
    const same = canonicalJson(snapshotOf(fields, EMPTY)) === canonicalJson(snapshotOf(fieldsOf(existing), EMPTY))
    return { part, existing, fields, line: same ? line('same') : line('update', changedFields(snapshotOf(fieldsOf(existing), EMPTY), snapshotOf(fields, EMPTY))) }
  })
}

const EMPTY: Readonly<Record<PartRelation, readonly number[]>> = { terminal: [], seal: [], plug: [], alternative: [] }

/** A part's line once its links changed too: an unchanged part becomes an update of its links; an added one stays added. */
function withLinks(line: PartImportLine, relations: readonly PartRelation[]): PartImportLine {
  if (relations.length === 0 || line.action === 'add') return line
  const links = relations.map((r) => `links:${r}`)
  if (line.action === 'same') return { ...line, action: 'update', changed: links }
  return line.action === 'update' ? { ...line, changed: [...line.changed, ...links] } : line
}

/**
 * Brings the parts a harness file uses (`partsOfHarness`: a KBL file's part masters, say) into a
 * library its caller manages. Parts are matched by part-number identity: new numbers are added,
 * known ones of the same kind take the file's description and parameters over theirs (the rest
 * stays), known ones of another kind, and numbers the file itself uses for two kinds, are listed
 * as conflicts and left alone; a part whose data the library refuses is listed as skipped with
 * why. A housing's links from the file (the terminals, seals and plugs used in it) are added to
 * the links it has. With `dryRun` nothing is written: the answer lists what would happen.
 */
export async function importParts(
  trx: Knex, auth: Auth, now: Date,
  input: { library: WritableLibrary; format: string; parts: readonly HarnessPart[]; conflicts: readonly PartConflict[]; dryRun: boolean },
): Promise<PartImportResult> {
  await writableLibrary(trx, auth, input.library)
  const teamId = input.library.scope === 'team' ? input.library.teamId : null
  if (!input.dryRun) await trx.raw('LOCK TABLE library_parts IN SHARE ROW EXCLUSIVE MODE')
  const stored = new Map((await partsOfLibrary(trx, input.library.scope, teamId)).map((p) => [partNumberIdentity(p.partNumber), p]))
  const plans = plan(input.parts, input.conflicts, stored)
  const idOf = new Map<string, number>([...stored].map(([identity, p]) => [identity, p.id]))
  const linkChanges = new Map<string, PartRelation[]>()
  if (!input.dryRun) {
    for (const p of plans) {
      if (!p.fields) continue
      const identity = partNumberIdentity(p.part.partNumber)
      if (p.line.action === 'add') {
        const id = await insertPart(trx, { scope: input.library.scope, teamId, kind: p.part.kind, fields: p.fields, userId: auth.user.id, now })
        idOf.set(identity, id)
      } else if (p.line.action === 'update') {
        const version = await updatePartRow(trx, p.existing!.id, p.fields, auth.user.id, now)
        await insertPartVersion(trx, { partId: p.existing!.id, version, action: 'update', snapshot: snapshotOf(p.fields, await linkIds(trx, p.existing!.id)), authorId: auth.user.id, at: now })
      }
    }
  }
  // Links: a housing keeps its links and gains the file's (parts the library holds or gains now, of
  // the relation's kind), after its own in the file's order.
  const planOf = new Map(plans.map((p) => [partNumberIdentity(p.part.partNumber), p]))
  for (const p of plans) {
    if (!p.fields || p.part.kind !== 'connector') continue
    const identity = partNumberIdentity(p.part.partNumber)
    const current = p.existing ? await linkIds(trx, p.existing.id) : { ...EMPTY }
    const relations: PartRelation[] = []
    for (const relation of PART_RELATIONS) {
      const have = new Set(current[relation])
      const additions: string[] = []
      for (const number of p.part.links[relation] ?? []) {
        const target = partNumberIdentity(number)
        if (!planOf.get(target)?.fields || additions.includes(target)) continue
        const id = idOf.get(target)
        if (id === undefined || !have.has(id)) additions.push(target)
      }
      if (additions.length === 0) continue
      relations.push(relation)
      if (!input.dryRun) await replaceLinks(trx, idOf.get(identity)!, relation, [...current[relation], ...additions.map((t) => idOf.get(t)!)])
    }
    if (relations.length > 0) linkChanges.set(identity, relations)
  }
  // Every part written gets its version with its final links: added parts version 1, changed links a version of their own.
  const lines: PartImportLine[] = []
  for (const p of plans) {
    const identity = partNumberIdentity(p.part.partNumber)
    const relations = linkChanges.get(identity) ?? []
    if (!input.dryRun && p.fields) {
      const id = idOf.get(identity)!
      if (p.line.action === 'add') {
        await insertPartVersion(trx, { partId: id, version: 1, action: 'create', snapshot: snapshotOf(p.fields, await linkIds(trx, id)), authorId: auth.user.id, at: now })
      } else if (relations.length > 0) {
        const version = await touchPart(trx, id, auth.user.id, now)
        await insertPartVersion(trx, { partId: id, version, action: 'links', snapshot: snapshotOf(p.fields, await linkIds(trx, id)), authorId: auth.user.id, at: now })
      }
    }
    lines.push(withLinks(p.line, relations))
  }
  const count = (action: PartImportLine['action']) => lines.filter((l) => l.action === action).length
  return {
    format: input.format, dryRun: input.dryRun, added: count('add'), updated: count('update'), unchanged: count('same'), conflicts: count('conflict'), skipped: count('skipped'),
    lines: lines.slice(0, IMPORT_LINES_MAX),
  }
}
