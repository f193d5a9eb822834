import type { HarnessRecord } from './model/records'
import { cascadeDeletes } from './rules/cascadeDeletes'
import { syncPinoutTables } from './rules/pinoutTables'
import { validateChanges } from './rules/validateChanges'
import type { DocReader } from './store/DocReader'
import { isEmptyDiff, type RecordsDiff } from './store/RecordsDiff'
import { applyRecordsDiff, type RecordStore, type RecordStoreFactory } from './store/RecordStore'
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

/** A listener that threw while hearing a committed change: the error and the change it heard. */
export interface ListenerFailure {
  readonly error: unknown
  readonly event: ChangeEvent
}

/**
 * The thin façade over one open document: the store, the undo history and the command runner.
 * Every change goes through {@link run} (a command in a transaction, then the rules) or through
 * undo/redo; each commit emits one {@link ChangeEvent}. Hosted by the engine worker.
 */
export class Editor {
  readonly store: RecordStore
  readonly history = new History()
  private readonly listeners = new Set<ChangeListener>()
  private readonly failureHandlers = new Set<(failure: ListenerFailure) => void>()
  private lastStamp = 0
  private currentStamp = 0

  /** An editor over `records`, kept in the columnar {@link Store} unless `makeStore` says otherwise. */
  constructor(records: Iterable<HarnessRecord> = [], makeStore: RecordStoreFactory = (r) => new Store(r)) {
    this.store = makeStore(records)
  }

  /** The document for reading. */
  get doc(): DocReader {
    return this.store
  }

  /** The document version (grows with every commit). */
  get version(): number {
    return this.store.version
  }

  /**
   * Names the document's content as it stands: 0 as opened, a new number after each change, and
   * the number a state had again when undo or redo lead back to it (a designer who undoes to the
   * state saved has nothing to save). A change outside the history gives every state it leads to
   * a new number.
   */
  get contentStamp(): number {
    return this.currentStamp
  }

  /** Whether `command` could run with `args` now, and if not, why. Changes nothing. */
  can<A>(command: Command<A>, args: A): CommandOutcome {
    return command(this.store, args)
  }

  /**
   * Runs `command` in a transaction: the command writes, the rules cascade, every added or changed
   * record is validated (`validateChanges`), and the whole diff commits as one version and (for
   * user changes) one undo step. A refusal (the command's own, or `invalidArguments` naming the
   * invalid field), or an exception thrown by the command or a rule, leaves the document, its
   * version and its history exactly as they were. After the commit nothing can undo it: a listener
   * that throws is reported to {@link onListenerFailure} and the answer is still `true`.
   */
  run<A>(command: Command<A>, args: A, meta: Partial<ChangeMeta> = {}): CommandOutcome {
    const full: ChangeMeta = { label: meta.label ?? 'edit', origin: meta.origin ?? 'user', history: meta.history ?? 'record' }
    const tx = new Transaction(this.store)
    let outcome: CommandOutcome
    try {
      outcome = command(this.store, args, tx)
      if (outcome === true) {
        cascadeDeletes(tx)
        // Pin-out tables are made from valid records only, so they follow once the change is valid.
        outcome = validateChanges(tx.diff) ?? syncPinoutTables(tx)
      }
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
    this.currentStamp = ++this.lastStamp
    if (full.history !== 'ignore' && (full.origin === 'user' || full.origin === 'worker')) {
      this.history.mark(full.label)
      this.history.record(diff, this.currentStamp, full.history === 'record-preserve-redo')
    } else {
      this.history.restamp(() => ++this.lastStamp)
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

  /**
   * Hears listeners that threw after a commit (the commit stands; the other listeners still ran).
   * Hosts use it to log and to rebuild what the failed listener kept; with no handler the error
   * is dropped. Answers the function that stops hearing.
   */
  onListenerFailure(handler: (failure: ListenerFailure) => void): () => void {
    this.failureHandlers.add(handler)
    return () => this.failureHandlers.delete(handler)
  }

  private applyHistory(diff: RecordsDiff, label: string): boolean {
    if (isEmptyDiff(diff)) return false
    applyRecordsDiff(this.store, diff)
    this.currentStamp = this.history.stamp
    this.emit({ version: this.store.version, diff, meta: { label, origin: 'history', history: 'ignore' } })
    return true
  }

  private reportFailure(failure: ListenerFailure): void {
    for (const handler of this.failureHandlers) {
      try {
        handler(failure)
      } catch {
        // A handler that fails cannot be told about it; the commit stands either way.
      }
    }
  }

  private emit(event: ChangeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch (error) {
        this.reportFailure({ error, event })
      }
    }
  }
}
