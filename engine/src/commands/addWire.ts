import type { WireId } from '@harness/protocol'
import { recordProblem } from '../io/json/validateRecord'
import { createWire } from '../model/factories'
import { newId } from '../model/newId'
import type { WireEndpoint } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command, type Refusal } from '../tx/Command'

/** Why `end` cannot be a wire end on `doc`, or null when it can (an open end always can). */
function endProblem(doc: DocReader, end: WireEndpoint): Refusal | null {
  if (typeof end !== 'object' || end === null) return refuse('invalidArguments', 'a wire end is a cavity, a splice or open')
  if (end.kind === 'open') return null
  if (end.kind === 'cavity') return doc.getOf('cavity', end.cavityId) ? null : refuse('notFound', `cavity ${end.cavityId}`)
  if (end.kind === 'splice') return doc.getOf('splice', end.spliceId) ? null : refuse('notFound', `splice ${end.spliceId}`)
  return refuse('invalidArguments', 'a wire end is a cavity, a splice or open')
}

const sameEnd = (a: WireEndpoint, b: WireEndpoint) =>
  (a.kind === 'cavity' && b.kind === 'cavity' && a.cavityId === b.cavityId) || (a.kind === 'splice' && b.kind === 'splice' && a.spliceId === b.spliceId)

/**
 * Adds a wire between two ends (cavities or splices), named `name`, with the factory's defaults
 * (0.35 mm², black) unless `csa` (mm²), `od` (mm) or `colors` (IEC 60757 codes) are given; without
 * `od` the outer diameter is the engine's table value for the cross-section (`wireOuterDiameter`), with a library part's `partNumber` and `description` when drawn from one. Routing and its length follow from the bundle graph at once (derived data).
 * Refused when an end is missing, both ends are one, or both are open.
 */
export const addWire: Command<{
  endA: WireEndpoint; endB: WireEndpoint; name: string; wireId?: WireId; csa?: number; od?: Mm; colors?: readonly string[]; partNumber?: string; description?: string
}> = (doc, args, tx) => {
  const problem = endProblem(doc, args.endA) ?? endProblem(doc, args.endB)
  if (problem) return problem
  if (args.endA.kind === 'open' && args.endB.kind === 'open') return refuse('invalidArguments', 'a wire needs at least one connected end')
  if (sameEnd(args.endA, args.endB)) return refuse('invalidArguments', 'a wire cannot start and end in the same place')
  if (typeof args.name !== 'string' || args.name.length > 200) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  if (args.wireId !== undefined && (typeof args.wireId !== 'string' || doc.get(args.wireId))) return refuse('invalidArguments', `id ${String(args.wireId)} is taken or not text`)
  const wire = createWire({
    id: args.wireId ?? newId('wire'), name: args.name, endA: args.endA, endB: args.endB,
    ...(args.csa !== undefined ? { csa: args.csa } : {}), ...(args.od !== undefined ? { od: args.od } : {}), ...(args.colors !== undefined ? { colors: args.colors } : {}),
    ...(args.partNumber !== undefined ? { partNumber: args.partNumber } : {}), ...(args.description !== undefined ? { description: args.description } : {}),
  })
  // Checked here as the transaction would, so asking and running answer alike.
  const invalid = recordProblem(wire, 0)
  if (invalid) return refuse('invalidArguments', invalid)
  if (!tx) return true
  tx.put(wire)
  return true
}
