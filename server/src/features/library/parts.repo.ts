import type { Knex } from 'knex'
import { BIGRAM_MARK, NEGATION, isCjkBigram, negatable, type LibraryPartKind, type LibraryScope, type ParameterValue, type PartRelation, type PartStatus, type PartUsage, type PartView } from '@harness/protocol'

/**
 * The values a write sets on a part (texts trimmed, parameters checked against its kind): those of
 * the API's part view. Weight in g (g/m for parts sold by the metre), cost in CNY per piece or per m.
 */
export type PartValues = Pick<
  PartView,
  'partNumber' | 'supplierPartNumber' | 'manufacturerPartNumber' | 'manufacturer' | 'supplier' | 'description' | 'status' | 'usage' | 'weight' | 'unitCost' | 'params'
>

/** What a write stores of a part: its values with the part number's search key and the search text. */
export interface PartFields extends PartValues {
  /** The part number's identity (`partNumberIdentity`): unique within a library. */
  readonly partKey: string
  /** The search keys (`partNumberKey`) of the three part numbers, space-separated. */
  readonly numberKeys: string
  readonly searchText: string
}

/** A library part as the services see it. Rows never leave this module. */
export interface PartRecord extends PartValues {
  readonly id: number
  readonly scope: LibraryScope
  readonly teamId: number | null
  readonly kind: LibraryPartKind
  readonly version: number
  readonly updatedByName: string | null
  readonly createdAt: Date
  readonly updatedAt: Date
}

interface PartRow {
  id: string | number
  scope: LibraryScope
  team_id: string | number | null
  kind: LibraryPartKind
  part_number: string
  supplier_part_number: string
  manufacturer_part_number: string
  manufacturer: string
  supplier: string
  description: string
  status: PartStatus
  usage: PartUsage
  weight: number | null
  unit_cost: number | null
  params: Record<string, ParameterValue> | string
  version: number
  updated_by_name: string | null
  created_at: Date | string
  updated_at: Date | string
}

const COLUMNS = [
  'p.id', 'p.scope', 'p.team_id', 'p.kind', 'p.part_number', 'p.supplier_part_number', 'p.manufacturer_part_number', 'p.manufacturer', 'p.supplier',
  'p.description', 'p.status', 'p.usage', 'p.weight', 'p.unit_cost', 'p.params', 'p.version', 'p.created_at', 'p.updated_at', 'u.username as updated_by_name',
]

function toRecord(row: PartRow): PartRecord {
  return {
    id: Number(row.id),
    scope: row.scope,
    teamId: row.team_id === null ? null : Number(row.team_id),
    kind: row.kind,
    partNumber: row.part_number,
    supplierPartNumber: row.supplier_part_number,
    manufacturerPartNumber: row.manufacturer_part_number,
    manufacturer: row.manufacturer,
    supplier: row.supplier,
    description: row.description,
    status: row.status,
    usage: row.usage,
    weight: row.weight === null ? null : Number(row.weight),
    unitCost: row.unit_cost === null ? null : Number(row.unit_cost),
    params: typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, ParameterValue>) : row.params,
    version: row.version,
    updatedByName: row.updated_by_name,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }
}

function fieldColumns(f: PartFields): Record<string, unknown> {
  return {
    part_number: f.partNumber,
    part_key: f.partKey,
    number_keys: f.numberKeys,
    supplier_part_number: f.supplierPartNumber,
    manufacturer_part_number: f.manufacturerPartNumber,
    manufacturer: f.manufacturer,
    supplier: f.supplier,
    description: f.description,
    status: f.status,
    usage: f.usage,
    weight: f.weight,
    unit_cost: f.unitCost,
    params: JSON.stringify(f.params),
    search_text: f.searchText,
  }
}

function selectParts(db: Knex): Knex.QueryBuilder {
  return db('library_parts as p').leftJoin('users as u', 'u.id', 'p.updated_by').select(COLUMNS)
}

/** Limits `query` (over `library_parts as p`) to the parts `userId` sees: built in, global, and their teams'. */
export function visibleTo(query: Knex.QueryBuilder, db: Knex, userId: string): Knex.QueryBuilder {
  return query.where((w) => w.whereIn('p.scope', ['builtin', 'global']).orWhereIn('p.team_id', db('team_members').select('team_id').where({ user_id: userId })))
}

/** Inserts a part at version 1; answers its id. */
export async function insertPart(db: Knex, part: { scope: LibraryScope; teamId: number | null; kind: LibraryPartKind; fields: PartFields; userId: string | null; now: Date }): Promise<number> {
  const [row] = (await db('library_parts')
    .insert({ scope: part.scope, team_id: part.teamId, kind: part.kind, ...fieldColumns(part.fields), version: 1, updated_by: part.userId, created_at: part.now, updated_at: part.now })
    .returning('id')) as { id: string | number }[]
  return Number(row!.id)
}

/**
 * How a read locks the part's row for the transaction: `change` (FOR NO KEY UPDATE: its fields
 * change, links to it may still be made), `delete` (FOR UPDATE: no link to it may be made
 * meanwhile), `link` (FOR KEY SHARE: it must stay while a link to it is made).
 */
export type PartLock = 'change' | 'delete' | 'link'

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters at 20 columns a row. */
const INSERT_CHUNK = 1000

/** Inserts many parts of one library at version 1 in a few statements; answers their ids by part-number identity (`partKey`). */
export async function insertParts(db: Knex, library: { scope: LibraryScope; teamId: number | null }, parts: readonly { kind: LibraryPartKind; fields: PartFields }[], userId: string | null, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (let i = 0; i < parts.length; i += INSERT_CHUNK) {
    const rows = parts.slice(i, i + INSERT_CHUNK).map((p) => ({
      scope: library.scope, team_id: library.teamId, kind: p.kind, ...fieldColumns(p.fields), version: 1, updated_by: userId, created_at: now, updated_at: now,
    }))
    const inserted = (await db('library_parts').insert(rows).returning(['id', 'part_key'])) as { id: string | number; part_key: string }[]
    for (const row of inserted) ids.set(row.part_key, Number(row.id))
  }
  return ids
}

/** Records many versions in a few statements. */
export async function insertPartVersions(db: Knex, versions: readonly { partId: number; version: number; action: PartVersionRecord['action']; snapshot: Record<string, unknown>; authorId: string | null; at: Date }[]): Promise<void> {
  for (let i = 0; i < versions.length; i += INSERT_CHUNK) {
    await db('library_part_versions').insert(versions.slice(i, i + INSERT_CHUNK).map((v) => ({
      part_id: v.partId, version: v.version, action: v.action, snapshot: JSON.stringify(v.snapshot), author_id: v.authorId, at: v.at,
    })))
  }
}

/** The links of many parts at once, by part id and relation (ids in order). */
export async function linkIdsOf(db: Knex, partIds: readonly number[]): Promise<Map<number, Record<PartRelation, number[]>>> {
  const out = new Map<number, Record<PartRelation, number[]>>(partIds.map((id) => [id, { terminal: [], seal: [], plug: [], alternative: [] }]))
  for (let i = 0; i < partIds.length; i += INSERT_CHUNK) {
    const rows = (await db('library_part_links').whereIn('part_id', partIds.slice(i, i + INSERT_CHUNK)).orderBy(['part_id', 'relation', 'seq']).select('part_id', 'relation', 'linked_id')) as { part_id: string | number; relation: PartRelation; linked_id: string | number }[]
    for (const row of rows) out.get(Number(row.part_id))![row.relation].push(Number(row.linked_id))
  }
  return out
}

/** A part another links to, as an import or export names it: id, library, kind and number. */
export interface LinkTarget {
  readonly relation: PartRelation
  readonly id: number
  readonly scope: LibraryScope
  readonly teamId: number | null
  readonly kind: LibraryPartKind
  readonly partNumber: string
}

/** The parts many parts link to, by part id, relation by relation in link order (parts without links are absent). */
export async function linkTargetsOf(db: Knex, partIds: readonly number[]): Promise<Map<number, LinkTarget[]>> {
  const out = new Map<number, LinkTarget[]>()
  // 10,000 ids a statement (PostgreSQL takes at most 65,535 parameters): ten reads for a whole export.
  for (let i = 0; i < partIds.length; i += 10_000) {
    const rows = (await db('library_part_links as l').join('library_parts as p', 'p.id', 'l.linked_id').whereIn('l.part_id', partIds.slice(i, i + 10_000))
      .orderBy(['l.part_id', 'l.relation', 'l.seq']).select('l.part_id', 'l.relation', 'p.id', 'p.scope', 'p.team_id', 'p.kind', 'p.part_number')) as {
      part_id: string | number; relation: PartRelation; id: string | number; scope: LibraryScope; team_id: string | number | null; kind: LibraryPartKind; part_number: string
    }[]
    for (const row of rows) {
      const targets = out.get(Number(row.part_id)) ?? []
      targets.push({ relation: row.relation, id: Number(row.id), scope: row.scope, teamId: row.team_id === null ? null : Number(row.team_id), kind: row.kind, partNumber: row.part_number })
      out.set(Number(row.part_id), targets)
    }
  }
  return out
}

/**
 * Replaces the links of many parts' relations at once, each by its ids in order: the old links
 * go in chunked deletes, the new ones in multi-row inserts.
 */
export async function replaceLinksOf(db: Knex, changes: readonly { partId: number; relation: PartRelation; ids: readonly number[] }[]): Promise<void> {
  for (let i = 0; i < changes.length; i += INSERT_CHUNK) {
    await db('library_part_links').whereIn(['part_id', 'relation'], changes.slice(i, i + INSERT_CHUNK).map((c) => [c.partId, c.relation])).delete()
  }
  const rows = changes.flatMap((c) => c.ids.map((linked, seq) => ({ part_id: c.partId, relation: c.relation, linked_id: linked, seq })))
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db('library_part_links').insert(rows.slice(i, i + INSERT_CHUNK))
}

/** The part with `id`, or null; with `lock` its row is locked for the transaction (see {@link PartLock}). */
export async function findPart(db: Knex, id: number, lock: PartLock | null = null): Promise<PartRecord | null> {
  if (lock !== null) {
    const row = db('library_parts').where({ id })
    if (lock === 'change') row.forNoKeyUpdate()
    else if (lock === 'delete') row.forUpdate()
    else row.forKeyShare()
    await row.first('id')
  }
  const row = (await selectParts(db).where('p.id', id).first()) as PartRow | undefined
  return row ? toRecord(row) : null
}

/** Parts of one library by part-number key (the built-in catalogue's sync reads them all). */
export async function partsOfLibrary(db: Knex, scope: LibraryScope, teamId: number | null): Promise<PartRecord[]> {
  const rows = (await selectParts(db).where('p.scope', scope).andWhereRaw('COALESCE(p.team_id, 0) = ?', [teamId ?? 0])) as PartRow[]
  return rows.map(toRecord)
}

/** The parts of the global or built-in library whose part-number identities are among `identities`. */
export async function partsByIdentity(db: Knex, scope: 'global' | 'builtin', identities: readonly string[]): Promise<PartRecord[]> {
  const out: PartRecord[] = []
  for (let i = 0; i < identities.length; i += INSERT_CHUNK) {
    const rows = (await selectParts(db).where('p.scope', scope).whereNull('p.team_id').whereIn('p.part_key', identities.slice(i, i + INSERT_CHUNK))) as PartRow[]
    out.push(...rows.map(toRecord))
  }
  return out
}

/** Replaces a part's fields and steps its version; answers the new version. */
export async function updatePartRow(db: Knex, id: number, fields: PartFields, userId: string | null, now: Date): Promise<number> {
  const [row] = (await db('library_parts')
    .where({ id })
    .update({ ...fieldColumns(fields), version: db.raw('version + 1'), updated_by: userId, updated_at: now })
    .returning('version')) as { version: number }[]
  return row!.version
}

/** Steps a part's version without changing its fields (a change of its links); answers the new version. */
export async function touchPart(db: Knex, id: number, userId: string | null, now: Date): Promise<number> {
  const [row] = (await db('library_parts').where({ id }).update({ version: db.raw('version + 1'), updated_by: userId, updated_at: now }).returning('version')) as { version: number }[]
  return row!.version
}

/** Steps the versions of many parts (their links changed) in chunked statements; answers each part's new version. */
export async function touchParts(db: Knex, ids: readonly number[], userId: string | null, now: Date): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    const rows = (await db('library_parts').whereIn('id', ids.slice(i, i + INSERT_CHUNK)).update({ version: db.raw('version + 1'), updated_by: userId, updated_at: now }).returning(['id', 'version'])) as { id: string | number; version: number }[]
    for (const row of rows) out.set(Number(row.id), row.version)
  }
  return out
}

/** Deletes a part with its versions and outgoing links. */
export async function deletePartRow(db: Knex, id: number): Promise<void> {
  await db('library_parts').where({ id }).delete()
}

/** Which parts a list shows: everything but the caller's visibility, which {@link listPartRows} adds. */
export interface PartQuery {
  readonly userId: string
  readonly scope: { kind: 'all' } | { kind: 'builtin' } | { kind: 'global' } | { kind: 'team'; teamId: number }
  readonly kind: LibraryPartKind | null
  readonly status: PartStatus | null
  /** Only parts a part of this library may link to (its own library and the wider ones). */
  readonly reach: { readonly scope: LibraryScope; readonly teamId: number | null } | null
  /** Search words: each must occur in the search text as typed (lower case) or, by its key, in a part number's search key. */
  readonly words: readonly { readonly text: string; readonly key: string | null }[]
  readonly filters: readonly { key: string; op: 'eq' | 'gte' | 'lte' | 'contains'; value: ParameterValue }[]
  readonly sort: { column: 'partNumber' | 'kind' | 'updatedAt' } | { param: string }
  readonly descending: boolean
  readonly limit: number
  readonly offset: number
}

/** Escapes LIKE wildcards so text matches literally. */
function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * One page of the parts `q.userId` sees that match `q`, with the number matching in all. The
 * narrowest library comes first when several are listed (team, global, built in), then the sort.
 */
export async function listPartRows(db: Knex, q: PartQuery): Promise<{ parts: PartRecord[]; total: number }> {
  const base = filteredParts(db, q)
  const selective = q.words.length > 0 || q.filters.length > 0 || q.kind !== null || q.status !== null
  // A selective list counts in the same scan (a window count); a broad one (every part of a
  // library) counts apart, which is cheaper than carrying every row to the sort.
  // The page is chosen over the ids alone (the window count then holds narrow rows, and no other
  // table is joined for every match), and only its rows are read whole and joined.
  const chosen = ordered(base.clone().select(selective ? ['p.id', db.raw('count(*) OVER () AS total_count')] : ['p.id']), q).limit(q.limit).offset(q.offset)
  const page = ordered(db.from(chosen.as('hit')).join('library_parts as p', 'p.id', 'hit.id').leftJoin('users as u', 'u.id', 'p.updated_by')
    .select(selective ? [...COLUMNS, 'hit.total_count'] : COLUMNS), q)
  const rows = (await page) as (PartRow & { total_count?: string | number })[]
  const counted = async () => Number(((await base.clone().count({ n: '*' }).first()) as { n: string | number }).n)
  // A page past the end has no rows to carry the count: count alone then.
  const total = selective && rows.length > 0 ? Number(rows[0]!.total_count) : selective && q.offset === 0 ? 0 : await counted()
  return { parts: rows.map(toRecord), total }
}

/**
 * Every part of a list (no paging), in its order, at most `max`, read in one statement (one
 * snapshot: parts edited meanwhile are neither doubled nor skipped): what an export writes.
 */
export async function allPartRows(db: Knex, q: Omit<PartQuery, 'limit' | 'offset'>, max: number): Promise<PartRecord[]> {
  return db.transaction(async (trx) => {
    await trx.raw(`SET LOCAL statement_timeout = '120s'`)
    const rows = (await ordered(filteredParts(trx, q).leftJoin('users as u', 'u.id', 'p.updated_by').select(COLUMNS), q).limit(max)) as PartRow[]
    return rows.map(toRecord)
  })
}

/** The parts `q.userId` sees that match `q`, as a query over `library_parts as p` (see {@link listPartRows}). */
function filteredParts(db: Knex, q: Omit<PartQuery, 'limit' | 'offset' | 'sort' | 'descending'>): Knex.QueryBuilder {
  const base = visibleTo(db('library_parts as p'), db, q.userId)
  if (q.scope.kind === 'team') base.where('p.team_id', q.scope.teamId)
  else if (q.scope.kind !== 'all') base.where('p.scope', q.scope.kind)
  if (q.kind) base.where('p.kind', q.kind)
  if (q.status) base.where('p.status', q.status)
  for (const word of q.words) {
    // A two-character CJK word has no trigram of its own: its bigram token (see cjkBigrams) lets the index narrow the rows first.
    if (isCjkBigram(word.text)) base.whereRaw(`p.search_text LIKE ? ESCAPE '\\'`, [`% ${literalLike(word.text)} %`])
    base.where((w) => {
      w.whereRaw(`p.search_text LIKE ? ESCAPE '\\'`, [`%${literalLike(word.text)}%`])
      if (word.key !== null) w.orWhereRaw(`p.number_keys LIKE ? ESCAPE '\\'`, [`%${literalLike(word.key)}%`])
    })
    // A Chinese word counts where it stands without 非 before it (negatedWords): 防水 does not find
    // 非防水母护套. Read in the text before the bigram tokens, which hold 防水 of 非防水 too; the
    // condition above stays for the indexes, and a text without 非 and the word (nearly every
    // one) is passed by strpos before anything is replaced (the broad 端子 0: 47 → 40 ms).
    if (negatable(word.text)) {
      base.where((w) => {
        w.whereRaw('strpos(p.search_text, ?) = 0', [NEGATION + word.text])
        w.orWhereRaw(`replace(split_part(p.search_text, ?, 1), ?, '') LIKE ? ESCAPE '\\'`, [BIGRAM_MARK, NEGATION + word.text, `%${literalLike(word.text)}%`])
        if (word.key !== null) w.orWhereRaw(`p.number_keys LIKE ? ESCAPE '\\'`, [`%${literalLike(word.key)}%`])
      })
    }
  }
  if (q.reach) {
    const reach = q.reach
    base.where((w) => {
      w.where('p.scope', 'builtin')
      if (reach.scope !== 'builtin') w.orWhere('p.scope', 'global')
      if (reach.scope === 'team') w.orWhere('p.team_id', reach.teamId)
    })
  }
  for (const f of q.filters) {
    if (f.op === 'contains') base.whereRaw(`lower(p.params->>?) LIKE ? ESCAPE '\\'`, [f.key, `%${literalLike(String(f.value).toLowerCase())}%`])
    else if (typeof f.value === 'number') {
      const op = f.op === 'eq' ? '=' : f.op === 'gte' ? '>=' : '<='
      base.whereRaw(`(CASE WHEN jsonb_typeof(p.params->?) = 'number' THEN (p.params->>?)::float8 END) ${op} ?`, [f.key, f.key, f.value])
    } else base.whereRaw(`p.params->? = ?::jsonb`, [f.key, JSON.stringify(f.value)])
  }
  return base
}

/** `query` in a list's order: the narrowest library first (team, global, built in), then the sort, then part number and id. */
function ordered(query: Knex.QueryBuilder, q: Pick<PartQuery, 'sort' | 'descending'>): Knex.QueryBuilder {
  query.orderByRaw(`CASE p.scope WHEN 'team' THEN 0 WHEN 'global' THEN 1 ELSE 2 END`)
  const direction = q.descending ? 'DESC' : 'ASC'
  if ('param' in q.sort) query.orderByRaw(`(CASE WHEN jsonb_typeof(p.params->?) = 'number' THEN (p.params->>?)::float8 END) ${direction} NULLS LAST`, [q.sort.param, q.sort.param])
  else if (q.sort.column === 'kind') query.orderBy('p.kind', q.descending ? 'desc' : 'asc')
  else if (q.sort.column === 'updatedAt') query.orderBy('p.updated_at', q.descending ? 'desc' : 'asc')
  const byNumber = 'column' in q.sort && q.sort.column === 'partNumber'
  return query.orderByRaw(`lower(p.part_number) ${byNumber ? direction : 'ASC'}`).orderBy('p.id')
}

/** A stored version of a part. */
export interface PartVersionRecord {
  readonly version: number
  readonly action: 'create' | 'update' | 'status' | 'links' | 'builtin'
  readonly snapshot: Readonly<Record<string, unknown>>
  readonly authorName: string | null
  readonly at: Date
}

/** Records version `version` of a part. */
export async function insertPartVersion(db: Knex, v: { partId: number; version: number; action: PartVersionRecord['action']; snapshot: Record<string, unknown>; authorId: string | null; at: Date }): Promise<void> {
  await db('library_part_versions').insert({ part_id: v.partId, version: v.version, action: v.action, snapshot: JSON.stringify(v.snapshot), author_id: v.authorId, at: v.at })
}

/** Every version of a part, newest first. */
export async function partVersions(db: Knex, partId: number): Promise<PartVersionRecord[]> {
  const rows = (await db('library_part_versions as v')
    .leftJoin('users as u', 'u.id', 'v.author_id')
    .where('v.part_id', partId)
    .orderBy('v.version', 'desc')
    .select('v.version', 'v.action', 'v.snapshot', 'v.at', 'u.username as author_name')) as { version: number; action: PartVersionRecord['action']; snapshot: unknown; at: Date | string; author_name: string | null }[]
  return rows.map((r) => ({
    version: r.version,
    action: r.action,
    snapshot: (typeof r.snapshot === 'string' ? JSON.parse(r.snapshot) : r.snapshot) as Record<string, unknown>,
    authorName: r.author_name,
    at: new Date(r.at),
  }))
}

/** The ids a part links to, by relation, in their order. */
export async function linkIds(db: Knex, partId: number): Promise<Record<PartRelation, number[]>> {
  const out: Record<PartRelation, number[]> = { terminal: [], seal: [], plug: [], alternative: [] }
  const rows = (await db('library_part_links').where({ part_id: partId }).orderBy(['relation', 'seq']).select('relation', 'linked_id')) as { relation: PartRelation; linked_id: string | number }[]
  for (const row of rows) out[row.relation].push(Number(row.linked_id))
  return out
}

/** Replaces a part's links of one relation by `ids`, in order. */
export async function replaceLinks(db: Knex, partId: number, relation: PartRelation, ids: readonly number[]): Promise<void> {
  await db('library_part_links').where({ part_id: partId, relation }).delete()
  const rows = ids.map((linked, seq) => ({ part_id: partId, relation, linked_id: linked, seq }))
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db('library_part_links').insert(rows.slice(i, i + INSERT_CHUNK))
}

/** The parts `partId` links to (`direction` 'out') or that link to it ('in'), as far as `userId` sees them. */
export async function linkedParts(db: Knex, partId: number, direction: 'out' | 'in', userId: string): Promise<{ relation: PartRelation; part: PartRecord }[]> {
  const [self, other] = direction === 'out' ? ['l.part_id', 'l.linked_id'] : ['l.linked_id', 'l.part_id']
  const query = db('library_part_links as l').join('library_parts as p', 'p.id', other).leftJoin('users as u', 'u.id', 'p.updated_by').where(self, partId)
  const rows = (await visibleTo(query, db, userId).orderBy(['l.relation', 'l.seq', 'p.id']).select([...COLUMNS, 'l.relation'])) as (PartRow & { relation: PartRelation })[]
  return rows.map((row) => ({ relation: row.relation, part: toRecord(row) }))
}

/** How many links point at `partId` from any library. */
export async function countLinksTo(db: Knex, partId: number): Promise<number> {
  const row = (await db('library_part_links').where({ linked_id: partId }).count({ n: '*' }).first()) as { n: string | number }
  return Number(row.n)
}
