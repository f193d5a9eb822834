/**
 * How part numbers compare. Two forms:
 * - the identity (`partNumberIdentity`): compatibility-normalised (full-width letters and digits
 *   become ASCII, NFKC), lower case, trimmed, runs of white space as one space. Two numbers with
 *   the same identity are the same number: a library holds each identity once, and the engine
 *   finds a harness's parts by it. Separators are kept, because "M6x1.0" and "M6x10", or
 *   "DJ7041-1.5" and "DJ7041-15", are different parts;
 * - the search key (`partNumberKey`): the identity without anything that is not a letter or a
 *   digit, so "DJ 7041-1.5-21", "dj70411521" and "ＤＪ７０４１－１.５－２１" meet in a search typed
 *   with or without separators.
 */

/** The identity of a part number (see the module comment). */
export function partNumberIdentity(partNumber: string): string {
  return partNumber.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ')
}

/** The search key of a part number: its identity without separators (see the module comment). */
export function partNumberKey(partNumber: string): string {
  return partNumber.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}
