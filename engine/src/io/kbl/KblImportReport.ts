/**
 * What a KBL import tells its caller besides the records: the KBL release, how many objects of
 * each kind were imported, the assembly-part templates merged into harness occurrences, the
 * warnings with their places in the file, and the wire lengths the file states (DMU, Drawing,
 * Contract, Production ...) so they can be compared with the engine's computed route lengths.
 */
import type { HarnessRecord } from '../../model/records'
import type { KblVersion } from './detectKblVersion'
import type { KblWarning } from './KblDocument'
import type { KblError } from './kblTree'

/** Counts of imported objects by kind. */
export interface KblImportCounts {
  /** Connector records from Connector_occurrence (splices not included). */
  readonly connectors: number
  /** Splice records (Connector_occurrence with Usage "splice"). */
  readonly splices: number
  /** Connector records from the connectors of Component_box_occurrences (fuse carriers). */
  readonly componentBoxConnectors: number
  /** Connectors and splices placed at a node of their own because no node referenced them. */
  readonly unplacedConnectors: number
  readonly cavities: number
  /** General_wire_occurrences imported: single wires plus multicore cables. */
  readonly wires: number
  /** Multicore cables among `wires`. */
  readonly multicores: number
  /** Core_occurrences (core wire records). */
  readonly cores: number
  readonly wireGroups: number
  /** Connections whose ends were attached to wires. */
  readonly connections: number
  readonly terminals: number
  readonly seals: number
  readonly plugs: number
  readonly segments: number
  /** KBL Nodes. */
  readonly nodes: number
  /** Nodes made for connectors and fixings that no KBL node or segment holds. */
  readonly addedNodes: number
  /** Wire_protection_occurrences imported (each may cover several segments). */
  readonly protections: number
  /** Protection records: one per Protection_area (a protection's run on one segment). */
  readonly protectionRuns: number
  /** Fixing_occurrences imported. */
  readonly fixings: number
  readonly modules: number
  readonly configurations: number
}

/** Assembly-part template occurrences merged into the harness occurrence that realises them. */
export interface KblMergedTemplates {
  readonly connectors: number
  readonly wires: number
  readonly fixings: number
  readonly terminals: number
  readonly seals: number
  readonly plugs: number
  readonly protections: number
}

/** One wire length the file states (a Wire_length in a Length_information). */
export interface KblStatedLength {
  /** The engine record: a wire (single wire or core) or a multicore. */
  readonly recordId: string
  readonly typeName: 'wire' | 'multicore'
  /** The wire number or cable name. */
  readonly name: string
  /** The KBL id of the General_wire_occurrence or Core_occurrence. */
  readonly kblId: string
  /** Length_type as written: "DMU", "Drawing", "Contract", "Production" ... */
  readonly lengthType: string
  /** The stated length in mm. */
  readonly value: number
  /** Line of the Length_information in the file. */
  readonly line: number
}

/** The report of a successful import. */
export interface KblImportReport {
  readonly version: KblVersion
  readonly counts: KblImportCounts
  readonly merged: KblMergedTemplates
  readonly warnings: readonly KblWarning[]
  readonly statedLengths: readonly KblStatedLength[]
}

/** The result of `importKbl`: the records and the report, or why and where the file was refused. */
export type KblImportResult =
  | { readonly ok: true; readonly records: HarnessRecord[]; readonly report: KblImportReport }
  | { readonly ok: false; readonly error: KblError }
