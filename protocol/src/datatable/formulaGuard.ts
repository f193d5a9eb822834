/**
 * The guard against spreadsheet formula injection in CSV (OWASP "CSV Injection"): a text that a
 * spreadsheet would run as a formula (it begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) is written with a leading apostrophe, which spreadsheets show as text. Reading undoes
 * exactly that, so text survives a CSV round trip unchanged: an apostrophe is added or removed only
 * in front of apostrophes followed by such a character, making the mapping one-to-one.
 */

const GUARDED = /^'*[=+\-@\t\r]/
const UNGUARD = /^'+[=+\-@\t\r]/

/** `text` as written to CSV: with one more leading apostrophe when a spreadsheet could read it as a formula. */
export function guardFormula(text: string): string {
  return GUARDED.test(text) ? `'${text}` : text
}

/** The text a CSV field written by {@link guardFormula} stands for. */
export function unguardFormula(field: string): string {
  return UNGUARD.test(field) ? field.slice(1) : field
}
