import type { Migration } from './Migration'

/**
 * Schema 2 → 3: the settings gain the custom page size (`customPageWidth`, `customPageHeight`, in
 * mm, portrait), used when the page size is `custom`; schema 3 also knows the page sizes `letter`
 * and `custom`. An older document kept an ISO page, so its custom size starts as A4 (210 × 297 mm),
 * the default of a harness drawing, and nothing it draws changes. A settings record that already
 * carries the fields (a binary file, whose reader fills the schema's defaults) is left as it is,
 * so the step is the same for documents and diffs.
 *
 * Example: `{ typeName: 'settings', pageSize: 'b5', … }` becomes
 * `{ …, pageSize: 'b5', customPageWidth: 210, customPageHeight: 297 }`.
 */
export const addCustomPageSize: Migration = {
  from: 2,
  name: 'add-custom-page-size',
  migrate(records) {
    return records.map((r) => {
      if (r.typeName !== 'settings') return r
      return { ...r, ...('customPageWidth' in r ? {} : { customPageWidth: 210 }), ...('customPageHeight' in r ? {} : { customPageHeight: 297 }) }
    })
  },
}
