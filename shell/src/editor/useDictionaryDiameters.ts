import { useEffect } from 'react'
import { wireDiameterColumns } from '@harness/engine'
import type { DictionaryTableView } from '@harness/protocol'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { getDictionaryTable, listDictionaryTables } from '../api/dictionaryApi'
import { uiText } from '../i18n/localeState'
import { notify } from '../state/noticeState'

/** Most dictionary tables read to find one of wire diameters (a team keeps a handful). */
const TABLES_READ_MAX = 20

/**
 * The dictionary tables that may hold the wire diameters of a file of team `teamId` (null: a
 * personal file), in the order they are tried: the team's own, then the global ones, each newest
 * first (the narrowest library first, as the part library).
 */
export function diameterTableCandidates(views: readonly DictionaryTableView[], teamId: number | null): DictionaryTableView[] {
  const newest = (a: DictionaryTableView, b: DictionaryTableView) => b.updatedAt.localeCompare(a.updatedAt)
  const team = teamId === null ? [] : views.filter((v) => v.scope === 'team' && v.teamId === teamId).sort(newest)
  return [...team, ...views.filter((v) => v.scope === 'global').sort(newest)].filter((v) => v.columns >= 2 && v.rows > 0).slice(0, TABLES_READ_MAX)
}

/**
 * Hands the engine the team's wire-diameter table once the file is open (read from the server as
 * the editor mounts, beside the file's download and open; handed over once `firstViewShown`
 * settles, after the tiles of the first view): the first dictionary
 * table of {@link diameterTableCandidates} with a cross-section column (mm²) and an outer-diameter
 * column (mm). Wires drawn without a diameter of their own take it from there (the engine's own
 * ISO 6722-1 thin-wall values otherwise), and the designer is told which table it is.
 */
export function useDictionaryDiameters(engine: EngineClient, teamId: number | null, enabled: boolean, firstViewShown: Promise<void>): void {
  useEffect(() => {
    if (!enabled) return
    let live = true
    void (async () => {
      const views = await listDictionaryTables().catch(() => [])
      for (const view of diameterTableCandidates(views, teamId)) {
        const detail = await getDictionaryTable(view.tableId).catch(() => null)
        if (!live) return
        if (!detail || !wireDiameterColumns(detail.data.columns)) continue
        await firstViewShown
        if (!live) return
        const answer = await engine.api.setWireDiameters({ source: view.name, columns: detail.data.columns, rows: detail.data.rows })
        if (!live) return
        if (answer.ok) notify('info', uiText('edWireDiametersFrom', { name: view.name }))
        else notify('warning', uiText('edWireDiametersUnusable', { name: view.name, detail: answer.detail }))
        return
      }
    })()
    return () => { live = false }
  }, [engine, teamId, enabled, firstViewShown])
}
