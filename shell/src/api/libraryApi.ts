import {
  LibraryPaths, type CatalogPart, type LibraryPartKind, type PartImportResult, type PartTableMapping, type LibraryView, type PartDetail, type PartInput, type PartPage, type PartRelation, type PartStatus,
} from '@harness/protocol'
import { request, requestDownload } from './apiClient'
import type { DownloadedFile } from './request'
import { getData, postJson } from './calls'

/** Typed calls of the part-library API (protocol `LibraryPaths`). */

/** The libraries the caller sees, narrowest first. */
export function listLibraries(): Promise<LibraryView[]> {
  return getData(LibraryPaths.listLibraries)
}

/** Query parameters of {@link listParts}, as the API reads them (see `LibraryPaths.listParts`). */
export interface PartListParams {
  readonly library?: string
  readonly kind?: LibraryPartKind
  readonly status?: PartStatus
  readonly q?: string
  readonly filters?: string
  readonly sort?: string
  readonly order?: 'asc' | 'desc'
  /** Only parts the part with this id may link to. */
  readonly reachOf?: number
  readonly page?: number
  readonly pageSize?: number
}

/** One page of parts. */
export function listParts(params: PartListParams): Promise<PartPage> {
  const query: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query[key] = value as string | number
  return getData(LibraryPaths.listParts, query)
}

/** A part with its links and history. */
export function getPart(partId: number): Promise<PartDetail> {
  return getData(LibraryPaths.getPart, { partId })
}

/** Creates a part in the global library or a team's. */
export function createPart(library: 'global' | number, part: PartInput): Promise<{ partId: number; version: number }> {
  return postJson(LibraryPaths.createPart, { library, ...part })
}

/** Replaces a part's fields (its kind stays), made on `baseVersion`. */
export function updatePart(partId: number, baseVersion: number, part: Omit<PartInput, 'kind'>): Promise<{ version: number }> {
  return postJson(LibraryPaths.updatePart, { partId, baseVersion, ...part })
}

/** Marks a part normal or invalid. */
export function setPartStatus(partId: number, baseVersion: number, status: PartStatus): Promise<{ version: number }> {
  return postJson(LibraryPaths.setPartStatus, { partId, baseVersion, status })
}

/** Replaces a part's links of one relation. */
export function setPartLinks(partId: number, baseVersion: number, relation: PartRelation, linkedIds: readonly number[]): Promise<{ version: number }> {
  return postJson(LibraryPaths.setPartLinks, { partId, baseVersion, relation, linkedIds })
}

/** Deletes a part no other part links to. */
export function deletePart(partId: number): Promise<null> {
  return postJson(LibraryPaths.deletePart, { partId })
}

/** The parts a harness of team `teamId` (null: a personal one) is checked against, narrowest library first. */
export function partCatalogue(teamId: number | null): Promise<CatalogPart[]> {
  return getData(LibraryPaths.partCatalogue, teamId === null ? {} : { teamId })
}

/**
 * Brings parts into a library: those a harness file (KBL, WireViz, native) uses, or the rows of a
 * table (xlsx, CSV) under `table`'s mapping (proposed from its headings when null) and kind for
 * every row. With `dryRun` only answers what would change (and, for a table, the table itself).
 */
export async function importParts(library: 'global' | number, name: string, bytes: Blob, dryRun: boolean, table?: { mapping: PartTableMapping | null; kind: LibraryPartKind | null }): Promise<PartImportResult> {
  const query: Record<string, string | number> = { library, name, dryRun: dryRun ? '1' : '0' }
  if (table?.mapping) query.mapping = JSON.stringify(table.mapping)
  if (table?.kind) query.kind = table.kind
  const envelope = await request<PartImportResult>({ method: 'POST', url: LibraryPaths.importParts, mode: 'raw', bytes, query })
  return envelope.data
}

/** Every part a list shows (its parameters without page and pageSize), as an xlsx or CSV file. */
export function exportParts(params: Omit<PartListParams, 'page' | 'pageSize'>, format: 'xlsx' | 'csv'): Promise<DownloadedFile> {
  const query: Record<string, string | number> = { format }
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query[key] = value as string | number
  return requestDownload({ method: 'GET', url: LibraryPaths.exportParts, data: query })
}
