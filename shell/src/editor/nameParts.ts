/**
 * A record's name cut for a row too narrow for it: a head that may lose its end to an ellipsis,
 * and a tail that always shows. Long names from a DMU are paths whose start names the routing
 * body and whose end tells the items apart ("ROUTING_BAUKST_LTGS_GENERATOR-Multi-branchable142/
 * ElecRouteBody.2/Flexible Curve.2"): the tail is the last part after "/", else the last
 * {@link TAIL_CHARS} characters of a long name, so the row reads
 * "ROUTING_BAUKST_LTGS_GENE…/Flexible Curve.2" rather than losing the number.
 */
export interface NameParts {
  /** The start of the name (the whole of a short one). */
  readonly head: string
  /** The end that always shows; '' for a short name. */
  readonly tail: string
}

/** Names up to this many characters are never cut. */
export const SHORT_NAME_CHARS = 24
/** The tail of a long name with no "/" (or whose last part is too long to be a tail), in characters. */
export const TAIL_CHARS = 8
/**
 * The longest last part after "/" kept whole as the tail, in characters: at 12 px it fits the
 * outline's name column (up to 70 % of a 280 px panel) beside the head's ellipsis.
 */
const LONGEST_PATH_TAIL = 18

/** `name` as a head and a tail (see {@link NameParts}); head + tail is always `name`. */
export function nameParts(name: string): NameParts {
  const chars = Array.from(name)
  if (chars.length <= SHORT_NAME_CHARS) return { head: name, tail: '' }
  const slash = name.lastIndexOf('/')
  const last = slash >= 0 ? name.slice(slash) : ''
  // The tail keeps its "/", so the cut shows where the path was shortened.
  if (last.length > 1 && Array.from(last).length <= LONGEST_PATH_TAIL) return { head: name.slice(0, slash), tail: last }
  const tail = chars.slice(-TAIL_CHARS).join('')
  return { head: chars.slice(0, -TAIL_CHARS).join(''), tail }
}
