import { useEffect, useRef, useState } from 'react'
import { settingsUnderConfig, type HarnessRecord } from '@harness/engine'
import type { WorkspaceConfig } from '@harness/protocol'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { getProjectConfig } from '../api/projectApi'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'

type Settings = Extract<HarnessRecord, { typeName: 'settings' }>

/** The settings fields a project's configuration decides (see `settingsUnderConfig`). */
const CONFIGURED = ['unit', 'lengthRules', 'diameterMethod', 'packingFactor'] as const

/** Whether two settings values are equal: numbers and texts, or objects of them field by field (in any key order). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false
  return true
}

/**
 * The configuration in force for the open file's project (the team's, then the project's
 * overrides), read as the editor mounts (beside the file's download and open, not after it) and
 * applied as soon as the file is open, so its undo step comes before any of the designer's: where
 * the file's unit, wire-length add-on rules or bundle-diameter method differ from it, they are set
 * to the project's as one undo step (undo keeps the file's own), and the designer is told. A file
 * that may not be changed is left as it is, and so is a generic drawing (`apply` false): it keeps
 * the settings it starts with (spec 3: points, letter portrait), which a harness configuration
 * does not decide. Answers the configuration (its default protections feed the functions menu),
 * null until read.
 */
export function useProjectConfig(engine: EngineClient, projectId: number, opened: boolean, apply: boolean): WorkspaceConfig | null {
  const { t } = useI18n()
  // Read through a ref: the message's function changes with every render, the effect must not.
  const tRef = useRef(t)
  tRef.current = t
  const [config, setConfig] = useState<WorkspaceConfig | null>(null)
  useEffect(() => {
    let live = true
    getProjectConfig(projectId).then((view) => { if (live) setConfig(view.effective) }, () => undefined)
    return () => { live = false }
  }, [projectId])
  const applied = useRef(false)
  useEffect(() => {
    if (!opened || !apply || config === null || applied.current) return
    applied.current = true
    let live = true
    void (async () => {
      const [record] = await engine.api.records(['settings'])
      if (!live || record?.typeName !== 'settings') return
      const wanted = settingsUnderConfig(record, config)
      const patch: Partial<Settings> = {}
      for (const key of CONFIGURED) if (!sameValue(record[key], wanted[key])) Object.assign(patch, { [key]: wanted[key] })
      if (Object.keys(patch).length === 0) return
      const result = await engine.api.apply({ name: 'setProperties', args: { typeName: 'settings', id: 'settings', patch } as never, label: '应用项目配置' })
      if (live && result.ok) notify('info', tRef.current('edConfigApplied'))
    })()
    return () => { live = false }
  }, [engine, opened, apply, config])
  return config
}
