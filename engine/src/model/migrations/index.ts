/** Numbered document migrations over plain records, run by the decoders of engine/src/io. */
export * from './Migration'
export * from './migrateRecords'
export { MIGRATIONS } from './registry'
