/** KBL interchange: import a KBL 2.3 / 2.4 / 2.5 harness file as records, export records as KBL 2.4 SR-1, and compare stated wire lengths. */
export { importKbl } from './importKbl'
export { exportKbl, type KblExportOptions } from './exportKbl'
export { kblIdOf, reimportedIdOf } from './kblIds'
export type { KblImportCounts, KblImportReport, KblImportResult, KblMergedTemplates, KblStatedLength } from './KblImportReport'
export type { KblWarning } from './KblDocument'
export type { KblError, KblPosition, KblTreeLimits } from './kblTree'
export type { KblRelease, KblVersion } from './detectKblVersion'
export { compareStatedLengths, summariseStatedLengths, type StatedLengthComparison, type StatedLengthSummary } from './compareStatedLengths'
