import { COLOUR_CODES, WIRE_COLOURS_MAX, type WireId } from '@harness/protocol'
import { refuse, type Command } from '../tx/Command'

const IEC_CODES = new Set(COLOUR_CODES.map((c) => c.code))

/**
 * Sets a wire's colours: IEC 60757 codes (`COLOUR_CODES`), base colour first, then up to three
 * stripes; none leaves the wire without a colour. Codes outside the table, more than
 * `WIRE_COLOURS_MAX` colours or anything but a list of texts are refused with the reason; the
 * cut table, the BOM and the drawn lanes follow. One undo step.
 *
 * Example: { wireId: 'W1', colours: ['RD', 'BK'] } makes W1 red with a black stripe.
 */
export const setWireColours: Command<{ wireId: WireId; colours: readonly string[] }> = (doc, { wireId, colours }, tx) => {
  const wire = doc.getOf('wire', wireId)
  if (!wire) return refuse('notFound', wireId)
  if (!Array.isArray(colours) || !colours.every((c) => typeof c === 'string')) return refuse('invalidArguments', 'colours must be a list of IEC 60757 codes')
  if (colours.length > WIRE_COLOURS_MAX) return refuse('invalidArguments', `a wire has at most ${WIRE_COLOURS_MAX} colours (base and stripes), got ${colours.length}`)
  const unknown = colours.find((c) => !IEC_CODES.has(c))
  if (unknown !== undefined) return refuse('invalidArguments', `"${unknown}" is not an IEC 60757 colour code (${[...IEC_CODES].join(', ')})`)
  tx?.update('wire', wireId, { colors: [...colours] })
  return true
}
