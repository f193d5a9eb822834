import type { PartStatus, PartUsage } from '../harness/enums'
import type { LibraryPartKind, ParameterValue } from '../library/partParameters'
import type { PartTableMapping } from '../library/partTable'

/**
 * The part library API. Libraries come at three levels: built in (shipped with the product, read
 * only), global (administrators manage it) and one per team (the team's owner and admins manage
 * it, every member reads it). A caller sees the built-in and global libraries and those of their
 * teams; a part of another team answers 404 `partNotFound`, as an unknown id does. Every change
 * makes a new version of the part with its author and time; a change names the version it was
 * made on (`baseVersion`) and is refused as `partStale` when the part moved on meanwhile.
 */
export const LibraryPaths = {
  /** GET: the libraries the caller sees, narrowest first. Answers {@link LibraryView}[]. */
  listLibraries: '/api/library/listLibraries',
  /**
   * GET query library ('all' (default) | 'builtin' | 'global' | teamId), kind, status, q (part
   * numbers with or without separators, descriptions, manufacturers, suppliers; Chinese or Latin),
   * filters (JSON {@link PartFilter}[]; needs kind), sort ('partNumber' (default) | 'kind' |
   * 'updatedAt' | a numeric parameter of kind), order ('asc' | 'desc'), page, pageSize (1-200).
   * Answers {@link PartPage}.
   */
  listParts: '/api/library/listParts',
  /**
   * GET query as listParts (without page and pageSize) and format ('xlsx' | 'csv'): every part the
   * list would show (up to 100,000), as a spreadsheet file (attachment), the kind's parameters in
   * columns with their units.
   */
  exportParts: '/api/library/exportParts',
  /** GET query partId. Answers {@link PartDetail}. */
  getPart: '/api/library/getPart',
  /** POST JSON {@link PartInput} & {library: 'global' | teamId}. Answers {partId, version}. */
  createPart: '/api/library/createPart',
  /** POST JSON {partId, baseVersion} & {@link PartInput} without kind. Answers {version}. */
  updatePart: '/api/library/updatePart',
  /** POST JSON {partId, baseVersion, status}. Answers {version}. */
  setPartStatus: '/api/library/setPartStatus',
  /** POST JSON {partId, baseVersion, relation, linkedIds}: replaces the part's links of one relation. Answers {version}. */
  setPartLinks: '/api/library/setPartLinks',
  /**
   * GET query teamId (optional): every part a harness of that team (or, without it, a personal
   * one) is checked against, narrowest library first (team, global, built in), in the compact form
   * the engine reads. Answers {@link CatalogPart}[].
   */
  partCatalogue: '/api/library/partCatalogue',
  /**
   * POST raw body (the file), query library ('global' | teamId), name (the file's name: its
   * extension picks the reader: .kbl, .xml, .yml, .yaml, .harness for the parts a harness uses;
   * .xlsx, .csv for a table of parts), dryRun ('1': only answer what would change); for tables
   * also mapping (JSON {@link PartTableMapping}; proposed from the headings when absent) and kind
   * (the kind of every row when no column holds kinds). Answers {@link PartImportResult}.
   */
  importParts: '/api/library/importParts',
  /** POST JSON {partId}: deletes the part; one that other parts link to is refused (409 `partInUse`): mark it invalid instead. */
  deletePart: '/api/library/deletePart',
} as const

/** The level of a library. */
export type LibraryScope = 'builtin' | 'global' | 'team'

/** A library the caller sees. `teamId` is set for team libraries. */
export interface LibraryView {
  readonly scope: LibraryScope
  readonly teamId: number | null
  /** The team's name for team libraries; '' for the others (the shell names them). */
  readonly name: string
  readonly parts: number
  readonly canManage: boolean
}

/**
 * How parts relate: a housing takes terminals, seals and plugs in its cavities; `alternative`
 * names a part that may replace this one (same kind).
 */
export type PartRelation = 'terminal' | 'seal' | 'plug' | 'alternative'
export const PART_RELATIONS: readonly PartRelation[] = ['terminal', 'seal', 'plug', 'alternative']

/** Most links a part keeps of one relation. */
export const PART_LINKS_MAX = 200

/** The kind each relation links to; `alternative` links to the part's own kind. */
export const RELATION_KIND: Readonly<Record<Exclude<PartRelation, 'alternative'>, LibraryPartKind>> = { terminal: 'terminal', seal: 'seal', plug: 'plug' }

/** What a caller writes of a part. Weight in g (g/m for parts sold by the metre); cost in CNY per piece or per m. */
export interface PartInput {
  readonly kind: LibraryPartKind
  readonly partNumber: string
  readonly supplierPartNumber?: string
  readonly manufacturerPartNumber?: string
  readonly manufacturer?: string
  readonly supplier?: string
  readonly description?: string
  readonly status?: PartStatus
  readonly usage?: PartUsage
  readonly weight?: number | null
  readonly unitCost?: number | null
  readonly params: Readonly<Record<string, ParameterValue>>
}

/** A part as lists and the part screen show it. */
export interface PartView {
  readonly partId: number
  readonly scope: LibraryScope
  readonly teamId: number | null
  readonly kind: LibraryPartKind
  readonly partNumber: string
  readonly supplierPartNumber: string
  readonly manufacturerPartNumber: string
  readonly manufacturer: string
  readonly supplier: string
  readonly description: string
  readonly status: PartStatus
  readonly usage: PartUsage
  readonly weight: number | null
  readonly unitCost: number | null
  readonly params: Readonly<Record<string, ParameterValue>>
  readonly version: number
  /** ISO time of the latest version. */
  readonly updatedAt: string
  /** Who made the latest version; null for built-in parts and deleted accounts. */
  readonly updatedBy: string | null
  readonly canEdit: boolean
}

/** One filter on a parameter of the listed kind: equal to, at least, at most, or (texts) containing. */
export interface PartFilter {
  readonly key: string
  readonly op: 'eq' | 'gte' | 'lte' | 'contains'
  readonly value: ParameterValue
}

/** `data` of listParts. */
export interface PartPage {
  readonly parts: readonly PartView[]
  readonly page: number
  readonly pageSize: number
  readonly total: number
  /**
   * Present when no part matched the query as typed and the parts shown match it with its Chinese
   * words cut into the words they are made of (`cjkWordPieces`): every word searched, each once
   * ("防水护套 12" found nothing: `['防水', '护套', '12']`).
   */
  readonly relaxedWords?: readonly string[]
}

/** A link of a part to another, with the other part. */
export interface PartLinkView {
  readonly relation: PartRelation
  readonly part: PartView
}

/** One version of a part: who made it, when, what it did and which fields it changed. */
export interface PartVersionView {
  readonly version: number
  readonly action: 'create' | 'update' | 'status' | 'links' | 'builtin'
  readonly author: string | null
  readonly at: string
  /** Fields whose value differs from the version before (params by their keys, links as 'links:<relation>'). */
  readonly changed: readonly string[]
}

/**
 * One library part as the engine checks a harness against it: number, kind, description, status,
 * parameters, and the parts it links to by part number (a housing's terminals, seals and plugs in
 * preference order; alternatives).
 */
export interface CatalogPart {
  readonly partNumber: string
  readonly kind: LibraryPartKind
  readonly description: string
  readonly status: PartStatus
  readonly params: Readonly<Record<string, ParameterValue>>
  readonly links: Readonly<Partial<Record<PartRelation, readonly string[]>>>
}

/** What an import does (or would do) with one part of the file. */
export interface PartImportLine {
  readonly partNumber: string
  /** The part's kind; null for a table row whose kind does not read. */
  readonly kind: LibraryPartKind | null
  /** The sheet row of a table import (the heading row is 1); null for harness files. */
  readonly row: number | null
  /** `add` (new), `update` (fields or links change), `same`, `conflict` (a number of two kinds), `skipped` (data the library refuses). */
  readonly action: 'add' | 'update' | 'same' | 'conflict' | 'skipped'
  /** For `update`: the fields, parameter keys and `links:<relation>` that change. */
  readonly changed: readonly string[]
  /** For `conflict` and `skipped`: why. */
  readonly reason: string
}

/** `data` of importParts: counts of every action, and the lines (the first 5,000). */
export interface PartImportResult {
  readonly format: string
  readonly dryRun: boolean
  readonly added: number
  readonly updated: number
  readonly unchanged: number
  readonly conflicts: number
  readonly skipped: number
  readonly lines: readonly PartImportLine[]
  /** For a table (xlsx, CSV): the table and its mapping, for the mapping screen; null for harness files. */
  readonly table: PartTableView | null
}

/**
 * A table of parts as the mapping screen shows it: its headings, its first rows as text, how
 * many rows it has, the mapping used (or proposed), and why that mapping reads no part (no
 * part-number column, no kind), null when it does.
 */
export interface PartTableView {
  readonly headings: readonly string[]
  readonly samples: readonly (readonly string[])[]
  readonly rows: number
  readonly mapping: PartTableMapping
  readonly mappingProblem: 'tableNoPartNumberColumn' | 'tableNoKind' | null
}

/** A harness file using a part: its current version names the part `uses` times. */
export interface PartUseView {
  readonly fileId: number
  readonly fileName: string
  readonly projectId: number
  readonly projectName: string
  readonly uses: number
}

/** `data` of getPart: the part, its links both ways and its history, newest first. */
export interface PartDetail {
  readonly part: PartView
  readonly links: readonly PartLinkView[]
  /** Parts that link to this one (housings taking this terminal, say), as far as the caller sees them. */
  readonly linkedFrom: readonly PartLinkView[]
  /** Links to this part from parts the caller cannot see (another team's): counted, not shown. They too keep it from being deleted. */
  readonly linkedFromHidden: number
  /** Harness files the caller may read whose current version uses the part (most uses first, at most 100). */
  readonly usedIn: readonly PartUseView[]
  /** How many harness files use it in the part's audience (its team's projects for a team part; everywhere otherwise). They keep it from being deleted. */
  readonly usedInFiles: number
  readonly history: readonly PartVersionView[]
}
