/**
 * The search key of a part number: compatibility-normalised (full-width letters and digits become
 * ASCII, NFKC), lower case, with every character that is not a letter or a digit removed, so
 * "DJ 7041-1.5-21", "dj70411.521" and "ＤＪ７０４１－１.５－２１" share one key. Part numbers are
 * found by their keys with or without separators.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}
