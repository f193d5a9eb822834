import { reverseDiff, squashDiffs, isEmptyDiff, type RecordsDiff } from '../store/RecordsDiff'

/** A point in the history that undo returns to; `label` names the step for menus. */
export interface Mark {
  readonly id: number
  readonly label: string
}

/** A recorded diff and the content stamp of the document after it (see {@link History.stamp}). */
type Entry = { readonly kind: 'diff'; readonly diff: RecordsDiff; readonly stamp: number } | { readonly kind: 'mark'; readonly mark: Mark }

/**
 * Undo and redo over recorded diffs, separated by marks (tldraw's model): undo reverts everything
 * back to the newest mark, redo re-applies it. `bailToMark` reverts and forgets (a cancelled
 * gesture); `squashToMark` folds everything since a mark into one diff (a finished gesture).
 * The history answers the diffs to apply; the editor applies them.
 *
 * Each recorded diff carries the content stamp its caller gave the document after it, so the
 * history can say which state undo and redo lead back to ({@link stamp}): a state saved, undone
 * from and redone to has its stamp again.
 */
export class History {
  private undos: Entry[] = []
  private redos: Entry[] = []
  private nextMarkId = 1
  /** The stamp of the state before every recorded step. */
  private base = 0

  /** Starts a new undo step named `label`; answers its mark. */
  mark(label: string): Mark {
    const mark = { id: this.nextMarkId++, label }
    this.undos.push({ kind: 'mark', mark })
    return mark
  }

  /** Records a diff the user made, after which the document has the content stamp `stamp`; clears redo unless `preserveRedo`. */
  record(diff: RecordsDiff, stamp: number, preserveRedo = false): void {
    if (isEmptyDiff(diff)) return
    this.undos.push({ kind: 'diff', diff, stamp })
    if (!preserveRedo) this.redos = []
  }

  /** The content stamp of the state the recorded steps lead to: the newest one's, or the base's. */
  get stamp(): number {
    for (let i = this.undos.length - 1; i >= 0; i--) {
      const entry = this.undos[i]!
      if (entry.kind === 'diff') return entry.stamp
    }
    return this.base
  }

  /**
   * Gives every state the history leads to a new stamp from `next` (a change it did not record
   * happened: none of them is the document any more as it was).
   */
  restamp(next: () => number): void {
    const fresh = (stack: Entry[]) => stack.map((e): Entry => (e.kind === 'diff' ? { ...e, stamp: next() } : e))
    this.base = next()
    this.undos = fresh(this.undos)
    this.redos = fresh(this.redos)
  }

  /** Number of undo steps that change something. */
  get undoDepth(): number {
    return this.steps(this.undos)
  }

  /** Number of redo steps. */
  get redoDepth(): number {
    return this.steps(this.redos)
  }

  /** The label of the step undo would revert, or null. */
  get undoLabel(): string | null {
    for (let i = this.undos.length - 1, sawDiff = false; i >= 0; i--) {
      const entry = this.undos[i]!
      if (entry.kind === 'diff') sawDiff = true
      else if (sawDiff) return entry.mark.label
    }
    return null
  }

  /** The diff that reverts the newest step, moving it to redo; null when there is nothing to undo. */
  undo(): RecordsDiff | null {
    while (this.undos.length > 0) {
      const { diffs, mark, stamp } = this.popStep(this.undos)
      if (diffs.length === 0) continue
      this.redos.push({ kind: 'diff', diff: squashDiffs(diffs), stamp })
      if (mark) this.redos.push({ kind: 'mark', mark })
      return reverseDiff(squashDiffs(diffs))
    }
    return null
  }

  /** The diff that re-applies the newest undone step; null when there is nothing to redo. */
  redo(): RecordsDiff | null {
    const markEntry = this.redos.at(-1)?.kind === 'mark' ? this.redos.pop() : undefined
    const diffEntry = this.redos.pop()
    if (!diffEntry || diffEntry.kind !== 'diff') return null
    if (markEntry) this.undos.push(markEntry)
    this.undos.push(diffEntry)
    return diffEntry.diff
  }

  /** The diff that reverts everything since `mark`, which is forgotten together with it; an empty diff when `mark` is no longer in the history. */
  bailToMark(mark: Mark): RecordsDiff {
    const diffs: RecordsDiff[] = []
    // A mark that is gone (undone meanwhile) reverts nothing: never the steps before it.
    if (!this.undos.some((e) => e.kind === 'mark' && e.mark.id === mark.id)) return reverseDiff(squashDiffs(diffs))
    while (this.undos.length > 0) {
      const entry = this.undos.pop()!
      if (entry.kind === 'mark' && entry.mark.id === mark.id) break
      if (entry.kind === 'diff') diffs.push(entry.diff)
    }
    return reverseDiff(squashDiffs(diffs.reverse()))
  }

  /** Folds every diff recorded since `mark` into one, so the gesture is one undo step. */
  squashToMark(mark: Mark): void {
    const index = this.undos.findIndex((e) => e.kind === 'mark' && e.mark.id === mark.id)
    if (index < 0) return
    const tail = this.undos.splice(index + 1)
    const entries = tail.filter((e): e is Extract<Entry, { kind: 'diff' }> => e.kind === 'diff')
    if (entries.length > 0) this.undos.push({ kind: 'diff', diff: squashDiffs(entries.map((e) => e.diff)), stamp: entries.at(-1)!.stamp })
  }

  /** Forgets everything (after opening another document). */
  clear(): void {
    this.undos = []
    this.redos = []
  }

  /** Pops the newest step: its diffs in order, its mark, and the stamp of the state it led to. */
  private popStep(stack: Entry[]): { diffs: RecordsDiff[]; mark: Mark | null; stamp: number } {
    const diffs: RecordsDiff[] = []
    let stamp = -1
    while (stack.length > 0) {
      const entry = stack.pop()!
      if (entry.kind === 'mark') return { diffs: diffs.reverse(), mark: entry.mark, stamp }
      if (stamp === -1) stamp = entry.stamp
      diffs.push(entry.diff)
    }
    return { diffs: diffs.reverse(), mark: null, stamp }
  }

  private steps(stack: readonly Entry[]): number {
    let count = 0
    let pending = false
    for (const entry of stack) {
      if (entry.kind === 'diff') pending = true
      else if (pending) {
        count += 1
        pending = false
      }
    }
    return pending ? count + 1 : count
  }
}
