import { useEffect, useState } from 'react'
import type { CatalogPart } from '@harness/protocol'
import { partCatalogue } from '../api/libraryApi'
import { reportFailure } from '../ui/reportFailure'
import { notify } from '../state/noticeState'
import { uiText } from '../i18n/localeState'
import type { EngineClient } from '../../../workers/src/client/engineClient'

/**
 * Hands the open harness's part library to the engine once the file is open (read from the server
 * as the editor mounts, beside the file's download and open; handed over once `firstViewShown`
 * settles, after the tiles of the first view): the parts of the
 * file's team (or, for a personal file, the global and built-in ones), narrowest first. Answers a
 * stamp that changes when the library checks changed the findings, for the panels to load again,
 * the parts themselves for the part panel, and the parts the engine took (`checked`: what the
 * report worker's Excel export checks end parts against, so the file says what the panel says).
 */
export function useLibraryCatalogue(engine: EngineClient, teamId: number | null, firstViewShown: Promise<void>): { readonly stamp: number; readonly parts: readonly CatalogPart[]; readonly checked: readonly CatalogPart[] } {
  const [stamp, setStamp] = useState(0)
  const [parts, setParts] = useState<readonly CatalogPart[]>([])
  // The parts the engine took to check the document with (none while it has refused them).
  const [checked, setChecked] = useState<readonly CatalogPart[]>([])
  useEffect(() => {
    let live = true
    partCatalogue(teamId)
      .then(async (parts) => {
        if (live) setParts(parts)
        await firstViewShown
        if (!live) return
        const answer = await engine.api.setPartCatalog(parts)
        if (!live) return
        if (answer.ok) {
          setStamp((n) => n + 1)
          setChecked(parts)
        } else notify('warning', uiText('edLibraryUnusable', { detail: answer.detail }))
      })
      .catch((error: unknown) => { if (live) reportFailure(error) })
    return () => { live = false }
  }, [engine, teamId, firstViewShown])
  return { stamp, parts, checked }
}
