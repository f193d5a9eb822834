import type { Migration } from './Migration'

/**
 * Schema 3 → 4: a table may show a connector's pin-out, kept in step by the engine (`pinoutOf`,
 * the connector's id; null for a table the designer fills). Every table of an older document was
 * filled by hand, so it gains `pinoutOf: null` and nothing it shows changes. A table that already
 * carries the field (a binary file, whose reader gives null for an absent one) is left as it is,
 * so the step is the same for documents and diffs.
 *
 * Example: `{ typeName: 'table', rows: 2, cols: 2, cells: […] }` becomes `{ …, pinoutOf: null }`.
 */
export const addPinoutTables: Migration = {
  from: 3,
  name: 'add-pinout-tables',
  migrate(records) {
    return records.map((r) => (r.typeName !== 'table' || 'pinoutOf' in r ? r : { ...r, pinoutOf: null }))
  },
}
