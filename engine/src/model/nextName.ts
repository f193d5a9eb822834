import type { TypeName } from './records'
import type { DocReader } from '../store/DocReader'

/**
 * The next free designator of the form `prefix` + number for records of `typeName`: one more than
 * the largest number any of them carries with that prefix (X1, X2, X7 → X8; none → X1). Names of
 * other forms (X1A, ECU) do not count. One pass over the type's records.
 */
export function nextName(doc: DocReader, typeName: TypeName, prefix: string): string {
  let largest = 0
  const start = prefix.length
  for (const record of doc.all(typeName)) {
    const name = (record as { readonly name?: string }).name
    if (typeof name !== 'string' || name.length <= start || name.length > start + 9 || !name.startsWith(prefix)) continue
    let n = 0
    let i = start
    for (; i < name.length; i++) {
      const c = name.charCodeAt(i) - 48
      if (c < 0 || c > 9) break
      n = n * 10 + c
    }
    if (i === name.length && n > largest) largest = n
  }
  return `${prefix}${largest + 1}`
}
