/**
 * The factory folder (/factoryFolder): a team's shared manufacturing outputs, filed per harness
 * file and version: wire-cut tables, assembly tables and BOMs made by the engine from a saved
 * version, as Excel or CSV. Team members see their team's outputs; a personal project's outputs are
 * its owner's. Editors make outputs; admins (and the maker) delete them.
 */
export const FactoryPaths = {
  /** GET query scope ('personal' | teamId as digits). Answers {@link FactoryOutput}[], newest first. */
  listOutputs: '/api/factory/listOutputs',
  /** POST JSON {fileId, version, report, format}. Answers {@link FactoryOutput}. */
  createOutput: '/api/factory/createOutput',
  /** GET query outputId: the file, as an attachment. */
  downloadOutput: '/api/factory/downloadOutput',
  /** POST JSON {outputId}. */
  deleteOutput: '/api/factory/deleteOutput',
} as const

/** The reports the factory folder files. */
export type FactoryReport = 'cutTable' | 'assembly' | 'bom'
/** Every factory report. */
export const FACTORY_REPORTS: readonly FactoryReport[] = ['cutTable', 'assembly', 'bom']
/** Formats of factory outputs. */
export type FactoryFormat = 'xlsx' | 'csv'
/** Every factory format. */
export const FACTORY_FORMATS: readonly FactoryFormat[] = ['xlsx', 'csv']

/** One filed output. */
export interface FactoryOutput {
  readonly outputId: number
  readonly projectId: number
  readonly projectName: string
  readonly fileId: number
  readonly fileName: string
  readonly version: number
  readonly report: FactoryReport
  readonly format: FactoryFormat
  /** The download's file name, e.g. `主线束-v3-下线表.xlsx`. */
  readonly fileNameOut: string
  readonly size: number
  /** Rows in the report. */
  readonly rows: number
  readonly createdBy: string
  readonly createdAt: string
  readonly canDelete: boolean
}
