import { useCallback, useEffect, useMemo, useState } from 'react'
import { ALIGNMENTS, DEFAULT_WRAPPINGS, wrappingProblem, type Wrapping } from '@harness/engine'
import type { EngineClient, Inspection } from '../../../workers/src/client/engineClient'
import type { CatalogPart, ProtectionDefault } from '@harness/protocol'
import { MenuButton, type MenuEntry } from '../datatable/MenuButton'
import { useI18n } from '../i18n/useI18n'
import { choiceName } from '../library/partText'
import { notify } from '../state/noticeState'
import { onEditorCommand } from '../search/editorCommandBus'
import type { EditorCommandName } from '../search/functionCatalogue'
import { WrapDialog } from './WrapDialog'

/** Refusals that are dictionary messages (specification section 8), shown in the dictionary's words. */
const DICTIONARY_REASONS = ['selectWiresToSet', 'noOptimalSplicePoint', 'autoSpliceFailed', 'noSealOrPlugProperty', 'cannotConnectToGraph'] as const
type DictionaryReason = (typeof DICTIONARY_REASONS)[number]
const isDictionaryReason = (reason: string): reason is DictionaryReason => (DICTIONARY_REASONS as readonly string[]).includes(reason)

/** The menu entry each function-palette command of this menu runs. */
const PALETTE_ENTRIES: Partial<Readonly<Record<EditorCommandName, string>>> = {
  wrapCustom: 'wrap-custom', twist: 'twisted', combine: 'combined', multicore: 'multicore', rotateCw: 'rotate-cw', rotateCcw: 'rotate-ccw',
  mirror: 'mirror', straighten: 'straighten', spliceOptimum: 'splice-optimum', autoSplice: 'auto-splice', titleBlock: 'title-block', pinoutTable: 'pinout-table',
}

/**
 * The engine's functions on the selection, in one menu of the editor's tool bar: wrap the
 * selected segments with one of the default tape patterns (specification section 9), twist or
 * combine the selected wires (wire-combination sync), align or distribute what is selected, move the selected splice to where the wires
 * it joins are shortest. Each is one command with undo; a refusal is shown in the dictionary's
 * words where it is one of its messages ('please select wires to set').
 */
export function EditorFunctions({ engine, inspections, selection, editable, protections, parts, onSplicePreview, onTitleBlock }: {
  readonly engine: EngineClient
  /** What the property panel shows of the selection (its first 200 records, with their types). */
  readonly inspections: readonly Inspection[]
  readonly selection: readonly string[]
  readonly editable: boolean
  /** The project's default protections (its configuration), offered first; null: the specification's. */
  readonly protections: readonly ProtectionDefault[] | null
  /** The library's parts the harness sees: the wrap dialog offers its protections. */
  readonly parts: readonly CatalogPart[]
  /** Shows where a splice would be shortest (the preview before moving it there). */
  readonly onSplicePreview: (spliceId: string) => void
  /** Inserts a title block filled from the file and its project. */
  readonly onTitleBlock: () => void
}) {
  const { t, m, locale } = useI18n()
  // The dialog for a wrapping of any type with typed parameters.
  const [wrapping, setWrapping] = useState(false)
  const ofType = useCallback((type: string) => inspections.filter((i) => i.typeName === type).map((i) => i.id), [inspections])

  const run = useCallback((command: Parameters<EngineClient['api']['apply']>[0], done: string) => {
    void engine.api.apply(command).then((result) => {
      if (result.ok) notify('success', done)
      else notify('error', isDictionaryReason(result.reason) ? m(result.reason) : t('edRefused', { reason: result.detail ?? result.reason }))
    })
  }, [engine, m, t])

  const wrapLabel = useCallback((w: Wrapping) => {
    const size = w.winding === 'tube' ? `Ø${w.width} mm` : `${w.width} mm`
    return t('edFnWrap', { material: choiceName(w.material, locale), winding: choiceName(w.winding, locale), size })
  }, [t, locale])

  const entries = useMemo((): MenuEntry[] => {
    const segments = ofType('segment')
    const wires = ofType('wire')
    const splices = ofType('splice')
    const noConnector = selection.length === 0 || (inspections.length === selection.length && ofType('connector').length === 0)
    // The project's default protections first (the specification's three when it names none), then spaced and spot taping.
    // A project protection the engine would refuse (a spot or spiral winding has no pitch in the configuration) is not offered.
    const usable = (protections ?? []).filter((w) => wrappingProblem(w) === null)
    const offered: readonly Wrapping[] = usable.length > 0 ? [...usable, ...DEFAULT_WRAPPINGS.slice(3)] : DEFAULT_WRAPPINGS
    const wraps = offered.map((wrapping, i): MenuEntry => ({
      id: `wrap-${i}`, label: wrapLabel(wrapping), disabled: segments.length === 0,
      onAction: () => run({ name: 'wrapSegments', args: { segmentIds: segments as never, wrapping }, label: '包扎' }, t('edFnWrapped', { count: segments.length })),
    }))
    // Grouping and a multicore take two wires or more: greyed when the inspected selection (all
    // of it, up to 200) holds fewer (the engine would refuse them).
    const fewWires = inspections.length === selection.length && wires.length < 2
    const group = (kind: 'twisted' | 'combined'): MenuEntry => ({
      id: kind, label: t(kind === 'twisted' ? 'edFnTwist' : 'edFnCombine'), disabled: fewWires,
      onAction: () => run({ name: 'combineWires', args: { wireIds: wires as never, kind }, label: kind === 'twisted' ? '绞合' : '合并' }, t(kind === 'twisted' ? 'edFnTwisted' : 'edFnCombined', { count: wires.length })),
    })
    return [
      ...wraps,
      { id: 'wrap-custom', label: t('edFnWrapCustom'), disabled: segments.length === 0, onAction: () => setWrapping(true) },
      group('twisted'),
      group('combined'),
      {
        id: 'multicore', label: t('edFnMulticore'), disabled: fewWires,
        onAction: () => run({ name: 'makeMulticore', args: { wireIds: wires as never }, label: '组成多芯线' }, t('edFnMulticoreDone', { count: wires.length })),
      },
      // Turning and mirroring answer 'the selection holds no connector' themselves; the menu greys
      // them when the inspected selection (all of it, up to 200) holds none.
      {
        id: 'rotate-cw', label: t('edFnRotateCw'), disabled: noConnector,
        onAction: () => run({ name: 'rotateConnectors', args: { ids: [...selection], quarters: 1 }, label: '旋转' }, t('edFnOriented')),
      },
      {
        id: 'rotate-ccw', label: t('edFnRotateCcw'), disabled: noConnector,
        onAction: () => run({ name: 'rotateConnectors', args: { ids: [...selection], quarters: -1 }, label: '旋转' }, t('edFnOriented')),
      },
      {
        id: 'mirror', label: t('edFnMirror'), disabled: noConnector,
        onAction: () => run({ name: 'mirrorConnectors', args: { ids: [...selection] }, label: '镜像' }, t('edFnOriented')),
      },
      {
        id: 'straighten', label: t('edFnStraighten'), disabled: segments.length === 0,
        onAction: () => run({ name: 'straightenSegments', args: { segmentIds: segments }, label: '拉直' }, t('edFnStraightened', { count: segments.length })),
      },
      ...ALIGNMENTS.map((alignment): MenuEntry => ({
        id: `align-${alignment}`, label: t(`edFnAlign_${alignment}`), disabled: selection.length < 2,
        onAction: () => run({ name: 'alignRecords', args: { ids: [...selection], alignment }, label: '对齐' }, t('edFnArranged')),
      })),
      ...(['x', 'y'] as const).map((axis): MenuEntry => ({
        id: `distribute-${axis}`, label: t(axis === 'x' ? 'edFnDistributeX' : 'edFnDistributeY'), disabled: selection.length < 3,
        onAction: () => run({ name: 'distributeRecords', args: { ids: [...selection], axis }, label: '分布' }, t('edFnArranged')),
      })),
      {
        id: 'splice-optimum', label: t('edFnSpliceOptimum'), disabled: splices.length !== 1,
        onAction: () => onSplicePreview(splices[0]!),
      },
      { id: 'title-block', label: t('edFnTitleBlock'), onAction: onTitleBlock },
      {
        // Below each selected connector, kept in step with it by the engine.
        id: 'pinout-table', label: t('edFnPinoutTable'), disabled: ofType('connector').length === 0,
        onAction: () => {
          const connectorIds = ofType('connector')
          run({ name: 'placePinoutTables', args: { connectorIds: connectorIds as never }, label: '插入针脚表' }, t('edFnPinoutTableDone', { count: connectorIds.length }))
        },
      },
      {
        id: 'auto-splice', label: t('edFnAutoSplice'),
        onAction: () => void engine.api.autoSplice(wires).then((result) => {
          if (result.ok) notify('success', t('edFnAutoSpliced'))
          else notify('error', isDictionaryReason(result.reason) ? m(result.reason) : t('edRefused', { reason: result.detail ?? result.reason }))
        }),
      },
    ]
  }, [ofType, inspections, wrapLabel, run, t, m, selection, protections, onSplicePreview, onTitleBlock, engine])

  // The function palette (Ctrl+K) runs the same entries; one greyed here says what it needs.
  useEffect(() => onEditorCommand((command) => {
    const entry = entries.find((e) => e.id === PALETTE_ENTRIES[command])
    if (!entry) return
    if (!editable) return
    if (entry.disabled) notify('error', t('edFnNeedsSelection'))
    else entry.onAction()
  }), [entries, editable, t])

  const segments = ofType('segment')
  // The largest covered diameter of the selected segments (a tube goes over their bundles and the layers on them).
  const bundle = inspections.reduce((most, i) => {
    const covered = i.typeName === 'segment' ? i.facts.find((f) => f.key === 'coveredDiameter')?.value : null
    return typeof covered === 'number' ? Math.max(most, covered) : most
  }, 0)
  return (
    <>
    <WrapDialog isOpen={wrapping} segments={segments.length} bundle={bundle} parts={parts} onClose={() => setWrapping(false)}
      onApply={(w) => run({ name: 'wrapSegments', args: { segmentIds: segments as never, wrapping: w }, label: '包扎' }, t('edFnWrapped', { count: segments.length }))} />
    <MenuButton label={t('edFunctions')} entries={entries} className="btn btn-secondary btn-sm" testId="editor-functions" isDisabled={!editable}>
      {t('edFunctions')} ▾
    </MenuButton>
    </>
  )
}
