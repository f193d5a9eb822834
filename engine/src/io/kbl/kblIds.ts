/**
 * KBL ids of exported records. A KBL id is an XML `ID`: a name that starts with a letter or '_'
 * and holds only letters, digits, '.', '-' and '_', unique in the whole file. Engine ids are
 * `<type>:<local part>` (`connector:X12`, `cavity:X12:3`), unique across types, so the KBL id keeps
 * the whole id with ':' written as '.' (`connector.X12`, `cavity.X12.3`); every other character
 * outside letters, digits and '_' (including '.' and '-' themselves) is written `-<hex code>-`,
 * so two engine ids never give the same KBL id. Importing an exported file names each record
 * `<type>:<KBL id>` (`connector:connector.X12`).
 */

const PLAIN = /^[A-Za-z_][A-Za-z0-9_:]*$/

/** The KBL id (an XML ID) of an engine record id, as described in the module comment. */
export function kblIdOf(id: string): string {
  if (PLAIN.test(id)) return id.replace(/:/g, '.')
  let out = ''
  for (const char of id) {
    if (char === ':') out += '.'
    else if (/[A-Za-z0-9_]/.test(char)) out += char
    else out += `-${char.codePointAt(0)!.toString(16)}-`
  }
  return /^[A-Za-z_]/.test(out) ? out : `_${out}`
}

/**
 * The id a record of `typeName` gets when a file exported from it is imported again: the
 * importer names records `<type>:<KBL id>`. For tests and for tools that match an exported
 * harness against its re-import.
 */
export function reimportedIdOf(typeName: string, id: string): string {
  return `${typeName}:${kblIdOf(id)}`
}
