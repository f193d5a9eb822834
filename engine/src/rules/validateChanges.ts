import { recordProblem } from '../io/json/validateRecord'
import type { RecordsDiff } from '../store/RecordsDiff'
import { refuse, type Refusal } from '../tx/Command'

/**
 * The rule that runs last inside every transaction, before it commits: each record the change adds
 * or updates must be a valid record: every field of its type, of the right type, nothing else, and
 * each measured number in its range (`recordProblem` of the JSON reader, which the native and
 * JSON readers apply too). Answers the refusal (`invalidArguments`, naming the first bad record,
 * field and value) or null when the change may commit. Removals are not checked: a removed record
 * is gone. Cost: linear in the records changed.
 */
export function validateChanges(diff: RecordsDiff): Refusal | null {
  for (const record of Object.values(diff.added)) {
    const problem = recordProblem(record, 0)
    if (problem !== null) return refuse('invalidArguments', problem)
  }
  for (const [, record] of Object.values(diff.updated)) {
    const problem = recordProblem(record, 0)
    if (problem !== null) return refuse('invalidArguments', problem)
  }
  return null
}
