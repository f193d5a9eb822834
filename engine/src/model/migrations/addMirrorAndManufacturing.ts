import type { Migration, PlainRecord } from './Migration'

/**
 * Schema 1 → 2: connectors gain `mirrored` (drawn with the pin column on the body's left before
 * the rotation; false keeps every older drawing as it was) and the settings gain `manufacturing`,
 * the manufacturing BOM state of specification section 3 (no entry: every BOM line keeps the
 * built-in fields). A record that already carries the field (a binary file, whose reader fills
 * the schema's defaults) is left as it is, so the step is the same for documents and diffs.
 *
 * Example: `{ typeName: 'connector', id: 'X1', rotation: 90, … }` becomes
 * `{ …, rotation: 90, mirrored: false }`; `{ typeName: 'settings', … }` gains `manufacturing: []`.
 */
export const addMirrorAndManufacturing: Migration = {
  from: 1,
  name: 'add-connector-mirror-and-manufacturing-bom',
  migrate(records) {
    return records.map((r): PlainRecord => {
      if (r.typeName === 'connector' && !('mirrored' in r)) return { ...r, mirrored: false }
      if (r.typeName === 'settings' && !('manufacturing' in r)) return { ...r, manufacturing: [] }
      return r
    })
  },
}
