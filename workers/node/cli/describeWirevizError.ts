import type { WirevizImportError } from '@harness/engine'

/**
 * A WireViz import error as the tool prints it, with where it is: the line and column of a YAML
 * syntax error (`line 3, column 15: …`), the key path of a value WireViz refuses
 * (`cables.W1.wirecount: …`), or both when both are known. `bom` and `info` print it alike.
 */
export function describeWirevizError(error: WirevizImportError): string {
  const line = error.line != null ? `line ${error.line}${error.column != null ? `, column ${error.column}` : ''}: ` : ''
  const path = error.path ? `${error.path}: ` : ''
  return `${line}${path}${error.message}`
}
