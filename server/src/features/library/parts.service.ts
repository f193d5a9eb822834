import type { Knex } from 'knex'
import {
  PART_LINKS_MAX, RELATION_KIND, partNumberIdentity, type LibraryPartKind, type LibraryView, type PartDetail, type PartRelation, type PartStatus, type PartView,
} from '@harness/protocol'
import { ApiError, isUniqueViolation } from '../../lib/ApiError'
import { countFilesUsing, filesUsing } from './partUses.repo'
import type { Auth } from '../accounts/auth'
import { libraryRights, mayLinkTo, partFor, writableLibrary, type WritableLibrary } from './partAccess'
import { changedFields, fieldsOf, snapshotOf, type PartSnapshot } from './partFields'
import {
  countLinksTo, deletePartRow, findPart, insertPart, insertPartVersion, linkIds, linkedParts, partVersions, replaceLinks, touchPart, updatePartRow,
  type PartFields, type PartRecord,
} from './parts.repo'

/** Most files a part's "where used" lists. */
export const USED_IN_MAX = 100


/** A part as the API shows it; `canEdit` when the caller manages its library. */
export function partView(part: PartRecord, canEdit: boolean): PartView {
  return {
    partId: part.id, scope: part.scope, teamId: part.teamId, kind: part.kind, partNumber: part.partNumber, supplierPartNumber: part.supplierPartNumber,
    manufacturerPartNumber: part.manufacturerPartNumber, manufacturer: part.manufacturer, supplier: part.supplier, description: part.description,
    status: part.status, usage: part.usage, weight: part.weight, unitCost: part.unitCost, params: part.params, version: part.version,
    updatedAt: part.updatedAt.toISOString(), updatedBy: part.updatedByName, canEdit,
  }
}

/** The 409 of a part number already in the library. */
function numberTaken(partNumber: string): ApiError {
  return new ApiError(409, 'partNumberTaken', { field: 'partNumber' }, { partNumber })
}

/** Runs `write` in a savepoint so a unique violation (a part number taken) answers 409 and leaves the transaction usable. */
async function storing<T>(trx: Knex, partNumber: string, write: (db: Knex) => Promise<T>): Promise<T> {
  try {
    return await trx.transaction(write)
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken(partNumber)
    throw error
  }
}

/** Refuses a change made on `baseVersion` of a part that has moved on (409 `partStale`, naming who changed it and its version). */
function checkBase(part: PartRecord, baseVersion: number): void {
  if (part.version !== baseVersion) {
    throw new ApiError(409, 'partStale', { field: 'baseVersion', version: part.version }, { user: part.updatedByName ?? '—', version: part.version })
  }
}

/** Records version `version` of part `partId` with its snapshot. */
async function recordVersion(trx: Knex, auth: Auth, now: Date, partId: number, version: number, action: 'create' | 'update' | 'status' | 'links', snapshot: PartSnapshot): Promise<void> {
  await insertPartVersion(trx, { partId, version, action, snapshot, authorId: auth.user.id, at: now })
}

/** Creates a part of `kind` in `library` (its managers only) at version 1. */
export async function createPart(trx: Knex, auth: Auth, now: Date, input: { library: WritableLibrary; kind: LibraryPartKind; fields: PartFields }): Promise<{ partId: number; version: number }> {
  await writableLibrary(trx, auth, input.library)
  const teamId = input.library.scope === 'team' ? input.library.teamId : null
  const partId = await storing(trx, input.fields.partNumber, (db) => insertPart(db, { scope: input.library.scope, teamId, kind: input.kind, fields: input.fields, userId: auth.user.id, now }))
  await recordVersion(trx, auth, now, partId, 1, 'create', snapshotOf(input.fields, { terminal: [], seal: [], plug: [], alternative: [] }))
  return { partId, version: 1 }
}

/** Replaces a part's fields (its kind stays), made on `baseVersion`; answers the new version. */
export async function updatePart(trx: Knex, auth: Auth, now: Date, input: { partId: number; baseVersion: number; fields: (kind: LibraryPartKind) => PartFields }): Promise<{ version: number }> {
  const { part } = await partFor(trx, auth, input.partId, 'manage', 'change')
  checkBase(part, input.baseVersion)
  const fields = input.fields(part.kind)
  const version = await storing(trx, fields.partNumber, (db) => updatePartRow(db, part.id, fields, auth.user.id, now))
  await recordVersion(trx, auth, now, part.id, version, 'update', snapshotOf(fields, await linkIds(trx, part.id)))
  return { version }
}

/** Marks a part normal or invalid (an invalid part stays listed, and the design-rule check flags its uses). */
export async function setPartStatus(trx: Knex, auth: Auth, now: Date, input: { partId: number; baseVersion: number; status: PartStatus }): Promise<{ version: number }> {
  const { part } = await partFor(trx, auth, input.partId, 'manage', 'change')
  checkBase(part, input.baseVersion)
  const fields = { ...fieldsOf(part), status: input.status }
  const version = await updatePartRow(trx, part.id, fields, auth.user.id, now)
  await recordVersion(trx, auth, now, part.id, version, 'status', snapshotOf(fields, await linkIds(trx, part.id)))
  return { version }
}

/** Why `other` cannot be linked from `part` under `relation`, or null when it can. */
function linkProblem(part: PartRecord, relation: PartRelation, other: PartRecord | null): string | null {
  if (!other || !mayLinkTo(part.scope, part.teamId, other)) return 'notInReach'
  if (other.id === part.id) return 'self'
  const wanted = relation === 'alternative' ? part.kind : RELATION_KIND[relation]
  return other.kind === wanted ? null : 'wrongKind'
}

/**
 * Replaces a part's links of one relation, in the order given (duplicates dropped): a housing's
 * terminals, seals and plugs, or any part's alternatives of its own kind. Linked parts must lie in
 * the part's library or a wider one (see `mayLinkTo`); the first that does not answers 400
 * `partLinkInvalid` naming it, and nothing changes.
 */
export async function setPartLinks(trx: Knex, auth: Auth, now: Date, input: { partId: number; baseVersion: number; relation: PartRelation; linkedIds: readonly number[] }): Promise<{ version: number }> {
  const { part } = await partFor(trx, auth, input.partId, 'manage', 'change')
  checkBase(part, input.baseVersion)
  if (input.relation !== 'alternative' && part.kind !== 'connector') {
    throw new ApiError(400, 'partLinkInvalid', { field: 'relation' }, { partNumber: part.partNumber, reason: 'only housings take terminals, seals and plugs' })
  }
  const ids = [...new Set(input.linkedIds)]
  if (ids.length > PART_LINKS_MAX) throw new ApiError(400, 'wrongFieldType', { field: 'linkedIds' }, { field: 'linkedIds' })
  for (const id of ids) {
    // Held against deletion until the links are in: a part deleted meanwhile reads as gone (notInReach).
    const other = await findPart(trx, id, 'link')
    const problem = linkProblem(part, input.relation, other)
    if (problem !== null) {
      // A part out of the library's reach is named by its id only: its number is not the caller's to read.
      const name = problem === 'notInReach' ? `#${id}` : other!.partNumber
      throw new ApiError(400, 'partLinkInvalid', { field: 'linkedIds', partId: id, reason: problem }, { partNumber: name, reason: problem })
    }
  }
  await replaceLinks(trx, part.id, input.relation, ids)
  const version = await touchPart(trx, part.id, auth.user.id, now)
  await recordVersion(trx, auth, now, part.id, version, 'links', snapshotOf(fieldsOf(part), await linkIds(trx, part.id)))
  return { version }
}

/**
 * Deletes a part nothing uses; a part other parts link to, or that a harness file of its audience
 * uses (its team's projects for a team part; any project otherwise), answers 409 `partInUse`
 * (mark it invalid instead).
 */
export async function deletePart(trx: Knex, auth: Auth, _now: Date, input: { partId: number }): Promise<null> {
  const { part } = await partFor(trx, auth, input.partId, 'manage', 'delete')
  const links = await countLinksTo(trx, part.id)
  const files = await countFilesUsing(trx, partNumberIdentity(part.partNumber), part.scope === 'team' ? part.teamId : null)
  if (links > 0 || files > 0) {
    const uses = [links > 0 ? `${links} 个零件关联` : '', files > 0 ? `${files} 个线束文件使用` : ''].filter((u) => u !== '').join('、')
    throw new ApiError(409, 'partInUse', { field: 'partId', links, files }, { uses })
  }
  await deletePartRow(trx, part.id)
  return null
}

/** A part with its links both ways (as far as the caller sees) and its history, newest first. */
export async function getPart(db: Knex, auth: Auth, partId: number): Promise<PartDetail> {
  const { part, canManage } = await partFor(db, auth, partId, 'read')
  // One rights question per library, however many linked parts share it (the promise is kept, not its answer).
  const rightsCache = new Map<string, Promise<boolean>>()
  const canEdit = (p: PartRecord) => {
    const key = `${p.scope}:${p.teamId ?? 0}`
    let answer = rightsCache.get(key)
    if (!answer) rightsCache.set(key, (answer = libraryRights(db, auth, p.scope, p.teamId).then((r) => r?.manage ?? false)))
    return answer
  }
  const views = async (links: { relation: PartRelation; part: PartRecord }[]) =>
    Promise.all(links.map(async (l) => ({ relation: l.relation, part: partView(l.part, await canEdit(l.part)) })))
  const versions = await partVersions(db, part.id)
  const linkedFrom = await linkedParts(db, part.id, 'in', auth.user.id)
  return {
    part: partView(part, canManage),
    links: await views(await linkedParts(db, part.id, 'out', auth.user.id)),
    linkedFrom: await views(linkedFrom),
    linkedFromHidden: (await countLinksTo(db, part.id)) - linkedFrom.length,
    usedIn: await filesUsing(db, partNumberIdentity(part.partNumber), auth.user.id, USED_IN_MAX),
    usedInFiles: await countFilesUsing(db, partNumberIdentity(part.partNumber), part.scope === 'team' ? part.teamId : null),
    history: versions.map((v, i) => ({
      version: v.version, action: v.action, author: v.authorName, at: v.at.toISOString(), changed: changedFields(versions[i + 1]?.snapshot ?? null, v.snapshot),
    })),
  }
}

/** The libraries the caller sees with their part counts, narrowest first: their teams', the global one, the built-in one. */
export async function listLibraries(db: Knex, auth: Auth): Promise<LibraryView[]> {
  const teams = (await db('team_members as m')
    .join('teams as t', 't.id', 'm.team_id')
    .where('m.user_id', auth.user.id)
    .orderBy('t.name')
    .select('t.id', 't.name', 'm.role', db.raw('(SELECT count(*) FROM library_parts p WHERE p.team_id = t.id) AS parts'))) as { id: string | number; name: string; role: string; parts: string | number }[]
  const counts = (await db('library_parts').whereIn('scope', ['builtin', 'global']).groupBy('scope').select('scope', db.raw('count(*) AS n'))) as { scope: string; n: string | number }[]
  const count = (scope: string) => Number(counts.find((c) => c.scope === scope)?.n ?? 0)
  return [
    ...teams.map((t) => ({ scope: 'team' as const, teamId: Number(t.id), name: t.name, parts: Number(t.parts), canManage: t.role === 'owner' || t.role === 'admin' })),
    { scope: 'global', teamId: null, name: '', parts: count('global'), canManage: (await libraryRights(db, auth, 'global', null))!.manage },
    { scope: 'builtin', teamId: null, name: '', parts: count('builtin'), canManage: false },
  ]
}
