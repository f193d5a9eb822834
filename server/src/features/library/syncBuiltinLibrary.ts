import type { Knex } from 'knex'
import { PART_RELATIONS, partNumberIdentity, type PartRelation } from '@harness/protocol'
import { builtinCatalogue, type BuiltinPart } from './builtinParts'
import { canonicalJson, fieldsOf, readPartFields, snapshotOf } from './partFields'
import {
  countLinksTo, deletePartRow, insertPart, insertPartVersion, linkIds, partsOfLibrary, replaceLinks, touchPart, updatePartRow, type PartFields,
} from './parts.repo'

/** What a sync changed, by part count. */
export interface BuiltinSync {
  readonly added: number
  readonly changed: number
  readonly removed: number
  readonly retired: number
}

/** The stored fields of a catalogue part (the catalogue is checked like any input: a bad entry throws at start). */
function fieldsOfEntry(entry: BuiltinPart): PartFields {
  return readPartFields(entry.kind, { partNumber: entry.partNumber, description: entry.description, usage: 'optional', status: 'normal', params: { ...entry.params } })
}

const sameFields = (a: PartFields, b: PartFields) => canonicalJson(snapshotOf(a, EMPTY_LINKS)) === canonicalJson(snapshotOf(b, EMPTY_LINKS))
const EMPTY_LINKS: Readonly<Record<PartRelation, readonly number[]>> = { terminal: [], seal: [], plug: [], alternative: [] }

/**
 * Brings the built-in library in the database to the catalogue this build ships
 * ({@link builtinCatalogue}), in one transaction that holds the library table against concurrent
 * syncs and links (several server instances starting at once, people linking built-in parts): new parts are added, changed ones get a new
 * version (action `builtin`, no author), links follow the catalogue, and parts the catalogue no
 * longer has are deleted, or marked invalid when a team or global part still links to them.
 * Running it again with the same catalogue changes nothing.
 */
export async function syncBuiltinLibrary(db: Knex, now: Date, catalogue: readonly BuiltinPart[] = builtinCatalogue()): Promise<BuiltinSync> {
  return db.transaction(async (trx) => {
    // EXCLUSIVE: no other sync, write or link (whose key check reads a part's row) runs meanwhile.
    // A part import holds the same lock for its statements; a start waits for it rather than fail.
    await trx.raw(`SET LOCAL statement_timeout = '120s'`)
    await trx.raw('LOCK TABLE library_parts IN EXCLUSIVE MODE')
    const stored = new Map((await partsOfLibrary(trx, 'builtin', null)).map((p) => [partNumberIdentity(p.partNumber), p]))
    const idOf = new Map<string, number>()
    const fresh = new Set<number>()
    let added = 0
    let changed = 0
    const version = async (partId: number, v: number, fields: PartFields) =>
      insertPartVersion(trx, { partId, version: v, action: 'builtin', snapshot: snapshotOf(fields, await linkIds(trx, partId)), authorId: null, at: now })
    for (const entry of catalogue) {
      const fields = fieldsOfEntry(entry)
      const existing = stored.get(fields.partKey)
      if (!existing) {
        // Its first version is recorded once its links are in place, below.
        const id = await insertPart(trx, { scope: 'builtin', teamId: null, kind: entry.kind, fields, userId: null, now })
        idOf.set(fields.partKey, id)
        fresh.add(id)
        added += 1
        continue
      }
      stored.delete(fields.partKey)
      idOf.set(fields.partKey, existing.id)
      if (existing.kind !== entry.kind) throw new Error(`built-in part ${entry.partNumber} changed kind; give it a new part number`)
      if (!sameFields(fieldsOf(existing), fields)) {
        await version(existing.id, await updatePartRow(trx, existing.id, fields, null, now), fields)
        changed += 1
      }
    }
    for (const entry of catalogue) {
      const id = idOf.get(partNumberIdentity(entry.partNumber))!
      const current = await linkIds(trx, id)
      let moved = false
      for (const relation of PART_RELATIONS) {
        const wanted = (entry.links?.[relation] ?? []).map((n) => {
          const linked = idOf.get(partNumberIdentity(n))
          if (linked === undefined) throw new Error(`built-in part ${entry.partNumber} links to ${n}, which the catalogue does not hold`)
          return linked
        })
        if (JSON.stringify(wanted) !== JSON.stringify(current[relation])) {
          await replaceLinks(trx, id, relation, wanted)
          moved = true
        }
      }
      if (fresh.has(id)) await version(id, 1, fieldsOfEntry(entry))
      else if (moved) {
        await version(id, await touchPart(trx, id, null, now), fieldsOfEntry(entry))
        changed += 1
      }
    }
    let removed = 0
    let retired = 0
    // Parts leaving the catalogue drop their own links first, so links among them hold none back.
    const hadLinks = new Set<number>()
    for (const gone of stored.values()) {
      const links = await linkIds(trx, gone.id)
      if (PART_RELATIONS.some((r) => links[r].length > 0)) hadLinks.add(gone.id)
      for (const relation of PART_RELATIONS) await replaceLinks(trx, gone.id, relation, [])
    }
    for (const gone of stored.values()) {
      if ((await countLinksTo(trx, gone.id)) === 0) {
        await deletePartRow(trx, gone.id)
        removed += 1
      } else if (gone.status !== 'invalid' || hadLinks.has(gone.id)) {
        const fields = { ...fieldsOf(gone), status: 'invalid' as const }
        await version(gone.id, await updatePartRow(trx, gone.id, fields, null, now), fields)
        retired += 1
      }
    }
    return { added, changed, removed, retired }
  })
}
