import type { Knex } from 'knex'
import { foldSearchText, type DataTable } from '@harness/protocol'

/** A dictionary table's library: the global one or a team's. */
export type DictionaryLibrary = { readonly scope: 'global' } | { readonly scope: 'team'; readonly teamId: number }

/** A dictionary table as the services see it (its rows apart: see {@link tableData}). Rows never leave this module. */
export interface DictionaryTableRecord {
  readonly id: number
  readonly scope: 'global' | 'team'
  readonly teamId: number | null
  readonly teamName: string
  readonly name: string
  readonly source: string
  readonly columns: number
  readonly rows: number
  readonly version: number
  readonly updatedByName: string | null
  readonly updatedAt: Date
}

/** What a write stores: the name (and its key, unique within the library), the source and the table. */
export interface DictionaryTableFields {
  readonly name: string
  readonly nameKey: string
  readonly source: string
  readonly data: DataTable
}

interface TableRow {
  id: string | number
  scope: 'global' | 'team'
  team_id: string | number | null
  team_name: string | null
  name: string
  source: string
  column_count: number
  row_count: number
  version: number
  updated_by_name: string | null
  updated_at: Date | string
}

const COLUMNS = [
  'd.id', 'd.scope', 'd.team_id', 't.name as team_name', 'd.name', 'd.source', 'd.column_count', 'd.row_count', 'd.version', 'u.username as updated_by_name', 'd.updated_at',
]

/** The text the search looks in: the fold of the name, the source and every cell, a line each. */
function searchTextOf(fields: DictionaryTableFields): string {
  const cells = fields.data.rows.map((r) => r.cells.filter((c) => c !== null && c !== '').join(' '))
  return foldSearchText([fields.name, fields.source, ...cells].join('\n'))
}

function record(row: TableRow): DictionaryTableRecord {
  return {
    id: Number(row.id), scope: row.scope, teamId: row.team_id === null ? null : Number(row.team_id), teamName: row.team_name ?? '',
    name: row.name, source: row.source, columns: row.column_count, rows: row.row_count, version: row.version,
    updatedByName: row.updated_by_name, updatedAt: new Date(row.updated_at),
  }
}

function tables(db: Knex) {
  return db('dictionary_tables as d').leftJoin('teams as t', 't.id', 'd.team_id').leftJoin('users as u', 'u.id', 'd.updated_by').select(COLUMNS)
}

/** The global tables and those of `teamIds`, global first, then by team and name. */
export async function listTables(db: Knex, teamIds: readonly number[]): Promise<DictionaryTableRecord[]> {
  const rows = (await tables(db)
    .where((q) => q.where('d.scope', 'global').orWhereIn('d.team_id', [...teamIds]))
    .orderByRaw(`d.scope = 'team', d.team_id, d.name_key`)) as TableRow[]
  return rows.map(record)
}

/** The table `id`, or null; with `lock` its row is locked for the transaction (a write's base version check). */
export async function findTable(db: Knex, id: number, lock = false): Promise<DictionaryTableRecord | null> {
  const query = tables(db).where('d.id', id).first()
  // FOR UPDATE cannot apply to the nullable side of the joins: lock the table's own row.
  const row = (await (lock ? query.forUpdate('d') : query)) as TableRow | undefined
  return row ? record(row) : null
}

/** The table `id` with its rows, read in one statement (the rows are those of the version the record names), or null. */
export async function findTableWithData(db: Knex, id: number): Promise<{ table: DictionaryTableRecord; data: DataTable } | null> {
  const row = (await tables(db).select('d.data').where('d.id', id).first()) as (TableRow & { data: DataTable | string }) | undefined
  return row ? { table: record(row), data: typeof row.data === 'string' ? (JSON.parse(row.data) as DataTable) : row.data } : null
}

/** The rows of table `id` as stored. */
export async function tableData(db: Knex, id: number): Promise<DataTable> {
  const row = (await db('dictionary_tables').where({ id }).first('data')) as { data: DataTable | string }
  return typeof row.data === 'string' ? (JSON.parse(row.data) as DataTable) : row.data
}

/** Inserts a table (version 1) and its first version row; answers its id. A taken name raises the unique violation. */
export async function insertTable(trx: Knex, library: DictionaryLibrary, fields: DictionaryTableFields, authorId: string, now: Date): Promise<number> {
  const [row] = (await trx('dictionary_tables').insert({
    scope: library.scope, team_id: library.scope === 'team' ? library.teamId : null, name: fields.name, name_key: fields.nameKey, source: fields.source,
    data: JSON.stringify(fields.data), search_text: searchTextOf(fields), column_count: fields.data.columns.length, row_count: fields.data.rows.length, version: 1,
    updated_by: authorId, created_at: now, updated_at: now,
  }).returning('id')) as { id: string | number }[]
  const id = Number(row!.id)
  await insertVersion(trx, id, 1, fields, authorId, now)
  return id
}

/** Stores `fields` as version `version` of table `id`, with its version row. A taken name raises the unique violation. */
export async function updateTable(trx: Knex, id: number, version: number, fields: DictionaryTableFields, authorId: string, now: Date): Promise<void> {
  await trx('dictionary_tables').where({ id }).update({
    name: fields.name, name_key: fields.nameKey, source: fields.source, data: JSON.stringify(fields.data), search_text: searchTextOf(fields),
    column_count: fields.data.columns.length, row_count: fields.data.rows.length, version, updated_by: authorId, updated_at: now,
  })
  await insertVersion(trx, id, version, fields, authorId, now)
}

async function insertVersion(trx: Knex, tableId: number, version: number, fields: DictionaryTableFields, authorId: string, at: Date): Promise<void> {
  await trx('dictionary_table_versions').insert({ table_id: tableId, version, name: fields.name, source: fields.source, data: JSON.stringify(fields.data), author_id: authorId, at })
}

/** One version of a table as its history lists it. */
export interface DictionaryVersionRecord {
  readonly version: number
  readonly authorName: string | null
  readonly at: Date
}

/** The versions of table `id`, newest first. */
export async function tableVersions(db: Knex, id: number): Promise<DictionaryVersionRecord[]> {
  const rows = (await db('dictionary_table_versions as v').leftJoin('users as u', 'u.id', 'v.author_id')
    .where('v.table_id', id).orderBy('v.version', 'desc').select('v.version', 'u.username as author_name', 'v.at')) as { version: number; author_name: string | null; at: Date | string }[]
  return rows.map((r) => ({ version: r.version, authorName: r.author_name, at: new Date(r.at) }))
}

/** Deletes table `id` with its versions. */
export async function deleteTable(trx: Knex, id: number): Promise<void> {
  await trx('dictionary_tables').where({ id }).delete()
}
