import type { HarnessRecord } from './model/records'
import { cascadeDeletes } from './rules/cascadeDeletes'
import type { DocReader } from './store/DocReader'
import { isEmptyDiff, type RecordsDiff } from './store/RecordsDiff'
import { Store } from './store/Store'
import type { Command, CommandOutcome } from './tx/Command'
import { History, type Mark } from './tx/History'
import { Transaction } from './tx/Transaction'

/** Where a change came from (style-anchors B.5). */
export type ChangeOrigin = 'user' | 'worker' | 'remote' | 'history' | 'migration'

/** How a change enters the undo history. */
export type HistoryMode = 'record' | 'record-preserve-redo' | 'ignore'

/** Metadata of a change. */
export interface ChangeMeta {
  readonly label: string
  readonly origin: ChangeOrigin
  readonly history: HistoryMode
}

/** What subscribers hear after every committed change: the new version, the diff and its metadata. */
export interface ChangeEvent {
  readonly version: number
  readonly diff: RecordsDiff
  readonly meta: ChangeMeta
}

/** A subscriber to change events. */
export type ChangeListener = (event: ChangeEvent) => void

/**
 * The thin façade over one open document: the store, the undo history and the command runner.
 * Every change goes through {@link run} (a command in a transaction, then the rules) or through
 * undo/redo; each commit emits one {@link ChangeEvent}. Hosted by the engine worker.
 */
export class Editor {
  readonly store: Store
  readonly history = new History()
  private readonly listeners = new Set<ChangeListener>()

  constructor(records: Iterable<HarnessRecord> = []) {
    this.store = new Store(records)
  }

  /** The document for reading. */
  get doc(): DocReader {
    return this.store
  }

  /** The document version (grows with every commit). */
  get version(): number {
    return this.store.version
  }

  /** Whether `command` could run with `args` now, and if not, why. Changes nothing. */
  can<A>(command: Command<A>, args: A): CommandOutcome {
    return command(this.store, args)
  }

  /**
   * Runs `command` in a transaction: the command writes, the rules cascade, and the whole diff
   * commits as one version and (for user changes) one undo step. A refusal, or an exception
   * thrown by the command or a rule, leaves the document exactly as it was.
   */
  run<A>(command: Command<A>, args: A, meta: Partial<ChangeMeta> = {}): CommandOutcome {
    const full: ChangeMeta = { label: meta.label ?? 'edit', origin: meta.origin ?? 'user', history: meta.history ?? 'record' }
    const tx = new Transaction(this.store)
    let outcome: CommandOutcome
    try {
      outcome = command(this.store, args, tx)
      if (outcome === true) cascadeDeletes(tx)
    } catch (error) {
      tx.rollback()
      throw error
    }
    if (outcome !== true) {
      tx.rollback()
      return outcome
    }
    if (isEmptyDiff(tx.diff)) {
      tx.rollback()
      return true
    }
    const diff = tx.commit()
    if (full.history !== 'ignore' && (full.origin === 'user' || full.origin === 'worker')) {
      this.history.mark(full.label)
      this.history.record(diff, full.history === 'record-preserve-redo')
    }
    this.emit({ version: this.store.version, diff, meta: full })
    return true
  }

  /** Reverts the newest undo step; false when there is none. Rules do not run again. */
  undo(): boolean {
    const diff = this.history.undo()
    return diff ? this.applyHistory(diff, 'undo') : false
  }

  /** Re-applies the newest undone step; false when there is none. */
  redo(): boolean {
    const diff = this.history.redo()
    return diff ? this.applyHistory(diff, 'redo') : false
  }

  /** Starts a gesture: changes until {@link squashToMark} become one undo step. */
  mark(label: string): Mark {
    return this.history.mark(label)
  }

  /** Cancels a gesture: reverts everything since `mark` and forgets it. */
  bailToMark(mark: Mark): void {
    this.applyHistory(this.history.bailToMark(mark), 'bail')
  }

  /** Ends a gesture: what happened since `mark` becomes one undo step. */
  squashToMark(mark: Mark): void {
    this.history.squashToMark(mark)
  }

  /** Listens to change events; answers the function that stops listening. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private applyHistory(diff: RecordsDiff, label: string): boolean {
    if (isEmptyDiff(diff)) return false
    this.store.applyDiff(diff)
    this.emit({ version: this.store.version, diff, meta: { label, origin: 'history', history: 'ignore' } })
    return true
  }

  private emit(event: ChangeEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
