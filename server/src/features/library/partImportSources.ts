import { formatMessage, type LibraryPartKind, type PartImportLine, type PartRelation, type TablePart, type TableProblem } from '@harness/protocol'
import type { HarnessPart } from '@harness/engine'
import { fieldsOf, readPartFields } from './partFields'
import type { PartFields, PartRecord } from './parts.repo'

/**
 * One part an import brings into a library, from a harness file or a row of a table: its kind,
 * number, the sheet row it came from, the parts a housing takes (by part number), and how its
 * fields merge with the library's part of the same number.
 */
export interface ImportedPart {
  readonly kind: LibraryPartKind
  readonly partNumber: string
  /** The sheet row of a table's part (the heading row is 1); null for a harness file's. */
  readonly row: number | null
  readonly links: Readonly<Partial<Record<PartRelation, readonly string[]>>>
  /** How its links meet the part's: a table states them (`replace`), a harness file adds what it uses (`add`). */
  readonly linkMode: 'add' | 'replace'
  /** The fields the part keeps once merged with `existing` (null: a new part); throws the library's ApiError for data it refuses. */
  readonly merge: (existing: PartRecord | null) => PartFields
}

/**
 * A harness file's part. The library is the reference and a harness file only evidence: a known
 * part keeps every value it states and takes from the file only what it lacks (a description,
 * parameters it has no value for); a file's defaults (a reader's assumed outer diameter, a
 * housing not seen sealed in this harness) never overwrite a stated value. A new part takes the
 * file's fields as they are.
 */
export function harnessImportPart(part: HarnessPart): ImportedPart {
  return {
    kind: part.kind, partNumber: part.partNumber, row: null, links: part.links, linkMode: 'add',
    merge: (existing) => {
      const base = existing ? fieldsOf(existing) : null
      return readPartFields(part.kind, {
        partNumber: existing?.partNumber ?? part.partNumber,
        description: base && base.description !== '' ? base.description : part.description,
        supplierPartNumber: base?.supplierPartNumber,
        manufacturerPartNumber: base?.manufacturerPartNumber,
        manufacturer: base?.manufacturer,
        supplier: base?.supplier,
        status: base?.status ?? 'normal',
        usage: base?.usage ?? part.usage,
        weight: base?.weight ?? null,
        unitCost: base?.unitCost ?? null,
        params: { ...part.params, ...(base?.params ?? {}) },
      })
    },
  }
}

/**
 * A table row's part. A table states values, so what a row states replaces the library's value
 * (a new cost, a corrected range, a housing's terminals) and an empty cell states nothing: the
 * library's value stays. Part numbers keep the library's spelling.
 */
export function tableImportPart(part: TablePart): ImportedPart {
  return {
    kind: part.kind, partNumber: part.partNumber, row: part.row, links: part.links, linkMode: 'replace',
    merge: (existing) => {
      const base = existing ? fieldsOf(existing) : null
      const stated = part.fields
      return readPartFields(part.kind, {
        partNumber: existing?.partNumber ?? part.partNumber,
        description: stated.description ?? base?.description,
        supplierPartNumber: stated.supplierPartNumber ?? base?.supplierPartNumber,
        manufacturerPartNumber: stated.manufacturerPartNumber ?? base?.manufacturerPartNumber,
        manufacturer: stated.manufacturer ?? base?.manufacturer,
        supplier: stated.supplier ?? base?.supplier,
        status: stated.status ?? base?.status ?? 'normal',
        usage: stated.usage ?? base?.usage ?? 'optional',
        weight: stated.weight ?? base?.weight ?? null,
        unitCost: stated.unitCost ?? base?.unitCost ?? null,
        params: { ...(base?.params ?? {}), ...part.params },
      })
    },
  }
}

/** The import line of a table row that does not read: skipped, with why. */
export function tableProblemLine(problem: TableProblem): PartImportLine {
  return {
    partNumber: problem.partNumber, kind: problem.kind, row: problem.row, action: 'skipped', changed: [],
    reason: formatMessage(problem.key, problem.values),
  }
}
