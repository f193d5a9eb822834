import type { DataTable } from './DataTable'

/**
 * The bytes of a table file (as text; the file is its UTF-8 encoding): JSON with the keys in a
 * fixed order and one column or row per line, so that editing a cell changes one line and two
 * versions of a large table share almost all their storage chunks. `parseDataTable` reads it.
 *
 * ```
 * {"format":"datatable","version":1,"columns":[
 * {"key":"wire","name":"导线","type":"text","unit":""},
 * {"key":"length","name":"长度","type":"number","unit":"mm"}
 * ],"rows":[
 * {"id":"r1","cells":["W1",1250]}
 * ]}
 * ```
 */
export function serializeDataTable(table: DataTable): string {
  const parts: string[] = ['{"format":"datatable","version":1,"columns":[\n']
  table.columns.forEach((c, i) => {
    parts.push(`{"key":${JSON.stringify(c.key)},"name":${JSON.stringify(c.name)},"type":${JSON.stringify(c.type)},"unit":${JSON.stringify(c.unit)}}`, i + 1 < table.columns.length ? ',\n' : '\n')
  })
  parts.push('],"rows":[\n')
  table.rows.forEach((r, i) => {
    parts.push(`{"id":${JSON.stringify(r.id)},"cells":${JSON.stringify(r.cells)}}`, i + 1 < table.rows.length ? ',\n' : '\n')
  })
  parts.push(']}\n')
  return parts.join('')
}
