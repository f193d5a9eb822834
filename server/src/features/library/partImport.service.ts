import type { Knex } from 'knex'
import {
  PART_KIND_DEFS, PART_LINKS_MAX, PART_RELATIONS, formatMessage, partNumberIdentity,
  type PartImportLine, type PartImportResult, type PartRelation, type PartTableView,
} from '@harness/protocol'
import type { PartConflict } from '@harness/engine'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { writableLibrary, type WritableLibrary } from './partAccess'
import { canonicalJson, changedFields, fieldsOf, snapshotOf } from './partFields'
import { planLinks } from './importLinkPlan'
import { linkChange, localKey, type LinkKey } from './importLinks'
import type { ImportedPart } from './partImportSources'
import { insertPartVersions, insertParts, linkIdsOf, partsOfLibrary, replaceLinksOf, touchParts, updatePartRow, type PartFields, type PartRecord } from './parts.repo'

/** Most lines an import answers (the counts always cover every part). */
export const IMPORT_LINES_MAX = 5000

/** What an import plans for one part: its stored fields once merged (null: not written), and the line the answer shows. */
export interface Plan {
  readonly part: ImportedPart
  readonly line: PartImportLine
  readonly fields: PartFields | null
  readonly existing: PartRecord | null
}

/** Plans every part of the file against the library's parts by part-number identity (links apart). */
function plan(parts: readonly ImportedPart[], conflicts: readonly PartConflict[], stored: ReadonlyMap<string, PartRecord>): Plan[] {
  const conflicted = new Map(conflicts.map((c) => [partNumberIdentity(c.partNumber), c]))
  return parts.map((part): Plan => {
    const existing = stored.get(partNumberIdentity(part.partNumber)) ?? null
    const line = (action: PartImportLine['action'], changed: readonly string[] = [], reason = ''): PartImportLine => ({ partNumber: part.partNumber, kind: part.kind, row: part.row, action, changed, reason })
    const twoKinds = conflicted.get(partNumberIdentity(part.partNumber))
    if (twoKinds) return { part, existing, fields: null, line: line('conflict', [], formatMessage('importConflictInFile', { kinds: twoKinds.kinds.map((k) => PART_KIND_DEFS[k].zh).join('、') })) }
    if (existing && existing.kind !== part.kind) return { part, existing, fields: null, line: line('conflict', [], formatMessage('importConflictInLibrary', { kind: PART_KIND_DEFS[existing.kind].zh })) }
    let fields: PartFields
    try {
      fields = part.merge(existing)
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
 * Brings parts into a library its caller manages: the parts a harness file uses (`partsOfHarness`:
 * a KBL file's part masters, say) or the rows of a table. Parts are matched by part-number
 * identity: new numbers are added, known ones of the same kind merge as their source says (see
 * `partImportSources`), known ones of another kind, and numbers the file itself uses for two
 * kinds, are listed as conflicts and left alone; a part whose data the library refuses, and a
 * table row that does not read (`unread`), are listed as skipped with why.
 *
 * Links name parts by number, found as `planLinks` says. A table row states a relation's links,
 * which replace the part's; a row naming a part that is in no library in reach, of the wrong
 * kind, or new and on a row not imported, is skipped with why (and so, in turn, is a row naming a
 * new part whose row fell). A harness file adds the parts its housings use to their links, after
 * the links they have, up to {@link PART_LINKS_MAX} a relation. With `dryRun` nothing is written:
 * the answer lists what would happen. The writes go in a few multi-row statements under an
 * EXCLUSIVE lock of the parts table (as the built-in sync takes it): it waits for writers already
 * holding part rows, so no write deadlocks against it, and it is held for the import's statements only.
 */
export async function importParts(
  trx: Knex, auth: Auth, now: Date,
  input: {
    library: WritableLibrary; format: string; parts: readonly ImportedPart[]; conflicts: readonly PartConflict[]; dryRun: boolean
    unread?: readonly PartImportLine[]; table?: PartTableView | null
  },
): Promise<PartImportResult> {
  await writableLibrary(trx, auth, input.library)
  const teamId = input.library.scope === 'team' ? input.library.teamId : null
  if (!input.dryRun) await trx.raw('LOCK TABLE library_parts IN EXCLUSIVE MODE')
  const storedParts = await partsOfLibrary(trx, input.library.scope, teamId)
  const stored = new Map(storedParts.map((p) => [partNumberIdentity(p.partNumber), p]))
  const plans = plan(input.parts, input.conflicts, stored)
  const links = await planLinks(trx, input.library, plans, stored, input.unread ?? [])

  const idOf = new Map<LinkKey, number>(storedParts.map((p) => [localKey(p.partNumber), p.id]))
  if (!input.dryRun) {
    const added = plans.filter((p) => p.line.action === 'add')
    const ids = await insertParts(trx, { scope: input.library.scope, teamId }, added.map((p) => ({ kind: p.part.kind, fields: p.fields! })), auth.user.id, now)
    for (const p of added) idOf.set(localKey(p.part.partNumber), ids.get(p.fields!.partKey)!)
    for (const p of plans.filter((q) => q.line.action === 'update')) await updatePartRow(trx, p.existing!.id, p.fields!, auth.user.id, now)
  }
  const idOfKey = (key: LinkKey): number => (key.startsWith('W:') ? Number(key.slice(2)) : idOf.get(key)!)

  const linkChanges = new Map<number, { relations: PartRelation[]; capped: boolean }>()
  const writes: { partId: number; relation: PartRelation; ids: number[] }[] = []
  for (const [i, p] of plans.entries()) {
    const resolved = p.fields ? links.resolved.get(i)?.links : undefined
    if (!resolved) continue
    const current = p.existing ? links.current.get(p.existing.id) : undefined
    const relations: PartRelation[] = []
    let capped = false
    for (const relation of PART_RELATIONS) {
      const stated = resolved[relation]
      if (!stated) continue
      const change = linkChange(current?.[relation] ?? [], stated, p.part.linkMode)
      capped ||= change.capped
      if (!change.changed) continue
      relations.push(relation)
      if (!input.dryRun) writes.push({ partId: idOf.get(localKey(p.part.partNumber))!, relation, ids: change.keys.map(idOfKey) })
    }
    if (relations.length > 0 || capped) linkChanges.set(i, { relations, capped })
  }
  if (!input.dryRun) await replaceLinksOf(trx, writes)
  // A known part whose links alone changed steps its version here, all in a few statements.
  const touched = input.dryRun ? new Map<number, number>() : await touchParts(trx, plans.filter((p, i) => p.fields && p.line.action === 'same' && linkChanges.get(i)?.relations.length).map((p) => p.existing!.id), auth.user.id, now)

  // Every part written gets its version with its final links: added parts version 1.
  const lines: PartImportLine[] = []
  const versions: Parameters<typeof insertPartVersions>[1][number][] = []
  const written = plans.filter((p, i) => p.fields && (p.line.action !== 'same' || linkChanges.get(i)?.relations.length))
  const finalLinks = input.dryRun ? new Map() : await linkIdsOf(trx, written.map((p) => idOf.get(localKey(p.part.partNumber))!))
  for (const [i, p] of plans.entries()) {
    const change = linkChanges.get(i)
    const relations = change?.relations ?? []
    if (!input.dryRun && p.fields) {
      const id = idOf.get(localKey(p.part.partNumber))!
      const snapshot = () => snapshotOf(p.fields!, finalLinks.get(id) ?? EMPTY)
      if (p.line.action === 'add') versions.push({ partId: id, version: 1, action: 'create', snapshot: snapshot(), authorId: auth.user.id, at: now })
      // A known part changed by the import gets one version: its fields (already stepped by the update) or its links alone.
      else if (p.line.action === 'update') versions.push({ partId: id, version: p.existing!.version + 1, action: 'update', snapshot: snapshot(), authorId: auth.user.id, at: now })
      else if (relations.length > 0) versions.push({ partId: id, version: touched.get(id)!, action: 'links', snapshot: snapshot(), authorId: auth.user.id, at: now })
    }
    const line = withLinks(p.line, relations)
    lines.push(change?.capped ? { ...line, reason: formatMessage('importLinksCapped', { max: PART_LINKS_MAX }) } : line)
  }
  if (!input.dryRun) await insertPartVersions(trx, versions)
  lines.push(...(input.unread ?? []))
  lines.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  const count = (action: PartImportLine['action']) => lines.filter((l) => l.action === action).length
  return {
    format: input.format, dryRun: input.dryRun, added: count('add'), updated: count('update'), unchanged: count('same'), conflicts: count('conflict'), skipped: count('skipped'),
    lines: lines.slice(0, IMPORT_LINES_MAX), table: input.table ?? null,
  }
}
