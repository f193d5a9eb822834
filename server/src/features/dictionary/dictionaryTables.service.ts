import type { Knex } from 'knex'
import {
  DICTIONARY_COLUMNS_MAX, DICTIONARY_NAME_MAX, DICTIONARY_ROWS_MAX, DICTIONARY_SOURCE_MAX, teamRoleAtLeast,
  type DataTable, type DictionaryTableDetail, type DictionaryTableView, type TeamRole,
} from '@harness/protocol'
import { ApiError, fieldError, isUniqueViolation } from '../../lib/ApiError'
import { isAdministrator, type Auth } from '../accounts/auth'
import { canonicalJson } from '../library/partFields'
import { findRole } from '../teams/teams.repo'
import {
  deleteTable, findTable, findTableWithData, insertTable, listTables, tableData, tableVersions, updateTable,
  type DictionaryLibrary, type DictionaryTableFields, type DictionaryTableRecord,
} from './dictionaryTables.repo'

/** Most characters a table's rows may take as JSON (every version keeps a copy). */
export const DICTIONARY_JSON_MAX = 4 * 1024 * 1024

/** What a save writes: the name and source as typed, and the table read from the spreadsheet (null: keep the rows). */
export interface DictionaryTableInput {
  readonly name: string
  readonly source: string
  readonly data: DataTable | null
}

/** Whether the caller sees tables of `library` (null: not at all) and manages them: administrators the global ones, a team's owner and admins its own. */
async function rightsOver(db: Knex, auth: Auth, scope: 'global' | 'team', teamId: number | null): Promise<{ manage: boolean } | null> {
  if (scope === 'global') return { manage: isAdministrator(auth) }
  const role = await findRole(db, teamId!, auth.user.id)
  return role === null ? null : { manage: teamRoleAtLeast(role, 'admin') }
}

const notFound = () => new ApiError(404, 'dictionaryTableNotFound', { field: 'tableId' })
const denied = () => new ApiError(403, 'dictionaryManageDenied', { reason: 'libraryRole' })

function view(t: DictionaryTableRecord, canManage: boolean): DictionaryTableView {
  return {
    tableId: t.id, scope: t.scope, teamId: t.teamId, teamName: t.teamName, name: t.name, source: t.source, columns: t.columns, rows: t.rows,
    version: t.version, updatedBy: t.updatedByName ?? '', updatedAt: t.updatedAt.toISOString(), canManage,
  }
}

/** The name, its key and the source, trimmed and measured; the table within the dictionary's limits. */
function fieldsOf(input: { name: string; source: string }, data: DataTable): DictionaryTableFields {
  const name = input.name.trim()
  const source = input.source.trim()
  if (name === '') throw fieldError('name', 'dictionaryNameRequired')
  if ([...name].length > DICTIONARY_NAME_MAX) throw fieldError('name', 'fieldTooLong', { field: 'name', max: DICTIONARY_NAME_MAX })
  if ([...source].length > DICTIONARY_SOURCE_MAX) throw fieldError('source', 'fieldTooLong', { field: 'source', max: DICTIONARY_SOURCE_MAX })
  if (data.rows.length > DICTIONARY_ROWS_MAX || data.columns.length > DICTIONARY_COLUMNS_MAX) {
    throw fieldError('file', 'dictionaryTableTooLarge', { rows: DICTIONARY_ROWS_MAX, columns: DICTIONARY_COLUMNS_MAX })
  }
  if (JSON.stringify(data).length > DICTIONARY_JSON_MAX) throw fieldError('file', 'dictionaryTableTooBig', { max: DICTIONARY_JSON_MAX / 1024 / 1024 })
  return { name, nameKey: name.normalize('NFKC').toLowerCase(), source, data }
}

/** Runs `write` in a savepoint so a name the library holds answers 409 `dictionaryNameTaken` and leaves the transaction usable. */
async function named<T>(trx: Knex, name: string, write: (db: Knex) => Promise<T>): Promise<T> {
  try {
    return await trx.transaction(write)
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'dictionaryNameTaken', { field: 'name' }, { name })
    throw error
  }
}

/** The tables the caller sees: the global ones and those of their teams. */
export async function listDictionaryTables(db: Knex, auth: Auth): Promise<DictionaryTableView[]> {
  const roles = (await db('team_members').where({ user_id: auth.user.id }).select('team_id', 'role')) as { team_id: string | number; role: TeamRole }[]
  const manages = new Set(roles.filter((r) => teamRoleAtLeast(r.role, 'admin')).map((r) => Number(r.team_id)))
  const admin = isAdministrator(auth)
  return (await listTables(db, roles.map((r) => Number(r.team_id)))).map((t) => view(t, t.scope === 'global' ? admin : manages.has(t.teamId!)))
}

/**
 * Checks, before a spreadsheet is read, that the caller may write to the library (a new table)
 * or the table (a new version): the same answers the write itself gives (404, 403). The write
 * checks again in its transaction.
 */
export async function checkDictionaryWrite(db: Knex, auth: Auth, target: { library: DictionaryLibrary } | { tableId: number }): Promise<void> {
  if ('library' in target) {
    const rights = await rightsOver(db, auth, target.library.scope, target.library.scope === 'team' ? target.library.teamId : null)
    if (!rights) throw new ApiError(404, 'libraryNotFound', { field: 'library' })
    if (!rights.manage) throw denied()
    return
  }
  const table = await findTable(db, target.tableId)
  const rights = table ? await rightsOver(db, auth, table.scope, table.teamId) : null
  if (!table || !rights) throw notFound()
  if (!rights.manage) throw denied()
}

/** One table with its rows and history; a table the caller may not see answers 404 as an unknown id does. */
export async function getDictionaryTable(db: Knex, auth: Auth, tableId: number): Promise<DictionaryTableDetail> {
  const found = await findTableWithData(db, tableId)
  const rights = found ? await rightsOver(db, auth, found.table.scope, found.table.teamId) : null
  if (!found || !rights) throw notFound()
  const history = (await tableVersions(db, tableId)).map((v) => ({ version: v.version, author: v.authorName ?? '', at: v.at.toISOString() }))
  return { table: view(found.table, rights.manage), data: found.data, history }
}

/** Adds a table to a library the caller manages (version 1). A name the library holds answers 409. */
export async function createDictionaryTable(trx: Knex, auth: Auth, now: Date, input: DictionaryTableInput & { library: DictionaryLibrary }): Promise<DictionaryTableView> {
  await checkDictionaryWrite(trx, auth, { library: input.library })
  if (!input.data) throw fieldError('file', 'dictionaryFileRequired')
  const fields = fieldsOf(input, input.data)
  const id = await named(trx, fields.name, (db) => insertTable(db, input.library, fields, auth.user.id, now))
  return view((await findTable(trx, id))!, true)
}

/**
 * Saves a new version of a table the caller manages: a new name, source or rows (without rows
 * the stored ones stay); a save that changes none of them makes no version. Made on `baseVersion`; a table changed meanwhile answers 409
 * `dictionaryStale` naming who changed it.
 */
export async function updateDictionaryTable(trx: Knex, auth: Auth, now: Date, input: DictionaryTableInput & { tableId: number; baseVersion: number }): Promise<DictionaryTableView> {
  const table = await lockedForChange(trx, auth, input.tableId, input.baseVersion)
  const stored = await tableData(trx, table.id)
  const fields = fieldsOf(input, input.data ?? stored)
  // A save that changes nothing answers the table as it is: no version for nothing.
  if (fields.name === table.name && fields.source === table.source && canonicalJson(fields.data) === canonicalJson(stored)) return view(table, true)
  await named(trx, fields.name, (db) => updateTable(db, table.id, table.version + 1, fields, auth.user.id, now))
  return view((await findTable(trx, table.id))!, true)
}

/** Deletes a table the caller manages, made on `baseVersion` (409 `dictionaryStale` when it moved on). */
export async function deleteDictionaryTable(trx: Knex, auth: Auth, _now: Date, input: { tableId: number; baseVersion: number }): Promise<null> {
  const table = await lockedForChange(trx, auth, input.tableId, input.baseVersion)
  await deleteTable(trx, table.id)
  return null
}

/** The table locked for a change by the caller, checked: seen (else 404), managed (else 403), at `baseVersion` (else 409). */
async function lockedForChange(trx: Knex, auth: Auth, tableId: number, baseVersion: number): Promise<DictionaryTableRecord> {
  const table = await findTable(trx, tableId, true)
  const rights = table ? await rightsOver(trx, auth, table.scope, table.teamId) : null
  if (!table || !rights) throw notFound()
  if (!rights.manage) throw denied()
  if (table.version !== baseVersion) {
    throw new ApiError(409, 'dictionaryStale', { field: 'baseVersion', version: table.version }, { user: table.updatedByName ?? '—', version: table.version })
  }
  return table
}
