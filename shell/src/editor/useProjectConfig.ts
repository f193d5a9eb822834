import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { WorkspaceConfig } from '@harness/protocol'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { getProjectConfig } from '../api/projectApi'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'

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
  // In the commit that lifts the editor's veil, before the designer can send a gesture.
  useLayoutEffect(() => {
    if (!opened || !apply || config === null || applied.current) return
    applied.current = true
    let live = true
    // Read and changed in one message to the worker: no edit of the designer's comes between.
    void engine.api.applyProjectConfig(config, '应用项目配置').then((result) => {
      if (live && result.ok && result.changed) notify('info', tRef.current('edConfigApplied'))
    })
    return () => { live = false }
  }, [engine, opened, apply, config])
  return config
}
