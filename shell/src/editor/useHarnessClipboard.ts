import { useCallback, useMemo } from 'react'
import type { EngineClient, ToolUpdate } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { sessionState } from '../state/sessionState'

/** Where the clipboard is kept between tabs and files: the browser's local storage, under this key and the user's name (one user's clip is never another's). */
const STORAGE_KEY = 'harness-clipboard.'

const storageKey = () => STORAGE_KEY + (sessionState.user?.username ?? '')

/** Largest clip kept in local storage, in characters of JSON (larger clips stay in this tab only). */
const MAX_STORED_CHARS = 4_000_000

/** How far a paste into the file it was copied from lands from the original, per paste, in mm. */
export const PASTE_OFFSET_MM = 20

/** A copied piece of harness: the file it came from, its records, and how often it was pasted there. */
interface Clip {
  readonly fileId: number
  readonly records: readonly unknown[]
  pastes: number
}

// The clip of this tab; local storage carries it to other tabs.
let held: Clip | null = null
// Copies and pastes run one after another: Ctrl+V pressed while a copy is still asking the
// engine pastes what that copy took.
let queue: Promise<unknown> = Promise.resolve()
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run)
  queue = next.catch(() => undefined)
  return next
}

function readStored(): Clip | null {
  try {
    const text = localStorage.getItem(storageKey())
    if (!text) return null
    const value = JSON.parse(text) as Partial<Clip>
    return typeof value.fileId === 'number' && Array.isArray(value.records) ? { fileId: value.fileId, records: value.records, pastes: 0 } : null
  } catch {
    return null
  }
}

/**
 * Copy, paste and duplicate in the harness editor (Ctrl+C, Ctrl+V, Ctrl+D): copying asks the
 * engine for the selection's records with what they need (`copy`), keeps them for this tab and
 * in local storage for other tabs and files; pasting hands them to the engine (`paste`), which
 * checks them as files are, gives them new ids and designators, adds them as one undo step and
 * selects them. A paste into the file copied from lands {@link PASTE_OFFSET_MM} further each
 * time; into another file, where it was.
 */
export function useHarnessClipboard(engine: EngineClient, fileId: number, selection: readonly string[], editable: boolean, onToolUpdate: (update: ToolUpdate) => void) {
  const { t } = useI18n()

  const copy = useCallback((): Promise<boolean> => inTurn(async () => {
    if (selection.length === 0) return false
    const copied = await engine.api.copy([...selection])
    if (!copied.ok) {
      notify('error', t('edRefused', { reason: copied.detail }))
      return false
    }
    const records = copied.records
    if (records.length === 0) {
      notify('info', t('edNothingToCopy'))
      return false
    }
    held = { fileId, records, pastes: 0 }
    const text = JSON.stringify({ fileId, records })
    try {
      if (text.length <= MAX_STORED_CHARS) localStorage.setItem(storageKey(), text)
      else localStorage.removeItem(storageKey())
    } catch {
      // A full or refused storage keeps the clip in this tab only; an older stored clip must not win over it.
      try { localStorage.removeItem(storageKey()) } catch { /* storage refused altogether */ }
    }
    // What the designer chose: the clip also holds what those need (a connector's cavities and node).
    const chosen = new Set(selection)
    notify('info', t('edCopied', { count: records.filter((r) => chosen.has(r.id)).length || records.length }))
    return true
  }), [engine, fileId, selection, t])

  const paste = useCallback((): Promise<void> => inTurn(async () => {
    if (!editable) return
    const stored = readStored()
    // Another tab's newer copy replaces this tab's.
    const clip = held && (!stored || JSON.stringify(stored.records) === JSON.stringify(held.records)) ? held : (held = stored)
    if (!clip) {
      notify('info', t('edClipboardEmpty'))
      return
    }
    const offset = clip.fileId === fileId ? PASTE_OFFSET_MM * (clip.pastes + 1) : 0
    const answer = await engine.api.paste(clip.records, offset, offset)
    if (!answer.ok) {
      notify('error', t('edRefused', { reason: answer.detail ?? answer.reason }))
      return
    }
    clip.pastes += 1
    onToolUpdate(answer.update)
  }), [engine, fileId, editable, onToolUpdate, t])

  const duplicate = useCallback(async () => {
    if (editable && (await copy())) await paste()
  }, [editable, copy, paste])

  return useMemo(() => ({ copy, paste, duplicate }), [copy, paste, duplicate])
}
