import type { DocReader } from '../store/DocReader'
import type { Transaction } from './Transaction'

/**
 * Why a command cannot run, as a value: a key of the dictionary messages (specification section 8)
 * plus optional detail for logs and tests.
 */
export interface Refusal {
  readonly ok: false
  readonly reason: RefusalReason
  readonly detail?: string
}

/** The dictionary messages a command can refuse with (spec 8), plus the engine's own. */
export type RefusalReason =
  | 'notFound'
  | 'invalidArguments'
  | 'cannotConnectToGraph'
  | 'noSealOrPlugProperty'
  | 'noOptimalSplicePoint'
  | 'autoSpliceFailed'
  | 'selectWiresToSet'
  | 'wouldBreakTopology'

/** Builds a refusal. */
export function refuse(reason: RefusalReason, detail?: string): Refusal {
  return detail === undefined ? { ok: false, reason } : { ok: false, reason, detail }
}

/** True when a command's outcome is a refusal. */
export function isRefusal(outcome: CommandOutcome): outcome is Refusal {
  return outcome !== true
}

/** What a command answers: true when it can run (or ran), or the reason it cannot. */
export type CommandOutcome = true | Refusal

/**
 * A command in ProseMirror's shape: called without a transaction it only answers whether it can
 * run; with one it also writes. "Can" and "run" share one code path, so they never disagree.
 */
export type Command<A> = (doc: DocReader, args: A, tx?: Transaction) => CommandOutcome
