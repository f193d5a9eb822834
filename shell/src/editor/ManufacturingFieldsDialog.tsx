import { useEffect, useRef, useState } from 'react'
import { VALUE_LABELS_ZH, type BomCategory, type ManufacturingFields } from '@harness/engine'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { NumberInput } from '../ui/NumberInput'
import { keptManufacturingText, resourcesOfText, shownManufacturingText } from './manufacturingText'

/** The line being edited: what the worker answered for it. */
interface Line {
  readonly category: BomCategory
  readonly partNumber: string
  readonly description: string
  readonly fields: ManufacturingFields
  readonly set: boolean
  /** BOM lines sharing these fields (more than one: parts without a number, or of two usages). */
  readonly lines: number
}

/**
 * The manufacturing BOM state of one BOM line (specification section 3: cell count, cell type, raw
 * material, auto-supply flag, process, resources, connect way, move minutes, quantity ratio),
 * opened from the manufacturing BOM's row `item` of the report built at document version
 * `version` (a line picked in an older report is refused, not mistaken for another). Saving is
 * one engine command (one undo step)
 * kept in the file; "built-in" removes what was set, so the line takes its category's fields
 * again. A refusal (a ratio of 0, a cell count of 1.5) is shown and changes nothing.
 */
export function ManufacturingFieldsDialog({ engine, item, version, editable, onClose }: {
  readonly engine: EngineClient
  /** The 1-based item number of the line in the manufacturing BOM; null when closed. */
  readonly item: number | null
  /** The document version the report showing the line was built from. */
  readonly version: number
  readonly editable: boolean
  readonly onClose: () => void
}) {
  const { t, locale } = useI18n()
  const [line, setLine] = useState<Line | null>(null)
  const [draft, setDraft] = useState<ManufacturingFields | null>(null)
  // The texts as shown and typed: resources in one field, coded process and connect way as labels.
  const [texts, setTexts] = useState({ resources: '', process: '', connectWay: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const zh = locale === 'zh-CN'
  // The language the coded texts were shown in, so they map back by the same rule after a switch.
  const shownZh = useRef(zh)
  useEffect(() => {
    setLine(null)
    setDraft(null)
    setProblem(null)
    if (item === null) return
    let live = true
    void engine.api.manufacturingLine(item, version).then((answer) => {
      if (!live) return
      if (!answer.ok) {
        notify('error', t('edRefused', { reason: answer.detail }))
        onClose()
        return
      }
      setLine(answer)
      setDraft(answer.fields)
      shownZh.current = zh
      setTexts({
        resources: answer.fields.resources.join(', '),
        process: shownManufacturingText('process', answer.fields.process, zh),
        connectWay: shownManufacturingText('connectWay', answer.fields.connectWay, zh),
      })
    })
    return () => { live = false }
    // Opened once per line: a language switch or a new version while it is open does not reset the typing.
  }, [engine, item])

  const change = (patch: Partial<ManufacturingFields>) => {
    setProblem(null)
    setDraft((current) => (current ? { ...current, ...patch } : current))
  }
  const type = (patch: Partial<typeof texts>) => {
    setProblem(null)
    setTexts((current) => ({ ...current, ...patch }))
  }
  const save = () => {
    if (!draft) return
    // Checked here too, so the message names the field in the interface language.
    if (!(draft.quantityRatio > 0)) return setProblem(t('mfRatioPositive'))
    apply({
      ...draft,
      resources: resourcesOfText(texts.resources),
      process: keptManufacturingText('process', texts.process, shownZh.current),
      connectWay: keptManufacturingText('connectWay', texts.connectWay, shownZh.current),
    })
  }
  const apply = (fields: ManufacturingFields | null) => {
    if (!line) return
    void engine.api.apply({ name: 'setManufacturingFields', args: { category: line.category, partNumber: line.partNumber, fields }, label: t('mfTitle') }).then((result) => {
      if (result.ok) onClose()
      else setProblem(result.detail ?? result.reason)
    })
  }
  const disabled = !editable
  const category = line ? (zh ? VALUE_LABELS_ZH[line.category] ?? line.category : line.category) : ''

  return (
    <DraggableDialog isOpen={item !== null} onClose={onClose} title={t('mfTitle')} testId="manufacturing-fields" width={560}
      footer={<>
        <GuardedButton variant="secondary" onClick={onClose}>{t('mfCancel')}</GuardedButton>
        {editable && line?.set ? <GuardedButton variant="secondary" testId="mf-reset" onClick={() => apply(null)}>{t('mfReset')}</GuardedButton> : null}
        {editable ? <GuardedButton testId="mf-save" disabled={!draft} onClick={save}>{t('mfSave')}</GuardedButton> : null}
      </>}>
      {!line || !draft ? <p className="ed-muted">{t('edOpening')}</p> : (
        <div className="ds-body">
          <p className="mf-line" data-testid="mf-line"><strong>{line.partNumber}</strong> · {category}{line.description ? ` · ${line.description}` : ''}
            {line.set ? null : <span className="ed-muted"> · {t('mfBuiltIn')}</span>}</p>
          {line.lines > 1 ? <p className="ed-muted" data-testid="mf-shared">{t('mfShared', { count: line.lines })}</p> : null}
          <fieldset className="ds-group"><legend>{t('mfCells')}</legend><div className="ds-fields">
            <NumberInput label={t('mfCellCount')} value={draft.cellCount} minValue={0} maxValue={1000} step={1} isDisabled={disabled} testId="mf-cell-count"
              onChange={(cellCount) => change({ cellCount: Math.round(cellCount) })} />
            <FormField label={t('mfCellType')} value={draft.cellType} maxLength={200} isDisabled={disabled} testId="mf-cell-type" onChange={(cellType) => change({ cellType })} />
            <label className="ds-check"><input type="checkbox" checked={draft.rawMaterial} disabled={disabled} data-testid="mf-raw-material" onChange={(e) => change({ rawMaterial: e.target.checked })} />{t('mfRawMaterial')}</label>
            <label className="ds-check"><input type="checkbox" checked={draft.autoSupply} disabled={disabled} data-testid="mf-auto-supply" onChange={(e) => change({ autoSupply: e.target.checked })} />{t('mfAutoSupply')}</label>
          </div></fieldset>
          <fieldset className="ds-group"><legend>{t('mfProcess')}</legend><div className="ds-fields">
            <FormField label={t('mfProcessName')} value={texts.process} maxLength={200} isDisabled={disabled} testId="mf-process" onChange={(process) => type({ process })} />
            <FormField label={t('mfConnectWay')} value={texts.connectWay} maxLength={200} isDisabled={disabled} testId="mf-connect-way" onChange={(connectWay) => type({ connectWay })} />
            <FormField label={t('mfResources')} value={texts.resources} hint={t('mfResourcesHint')} isDisabled={disabled} testId="mf-resources" onChange={(resources) => type({ resources })} />
          </div></fieldset>
          <fieldset className="ds-group"><legend>{t('mfQuantities')}</legend><div className="ds-fields">
            <NumberInput label={t('mfMoveMinutes')} value={draft.moveMinutes} minValue={0} maxValue={100000} step={0.5} unit="min" isDisabled={disabled} testId="mf-move-minutes"
              onChange={(moveMinutes) => change({ moveMinutes })} />
            <NumberInput label={t('mfQuantityRatio')} value={draft.quantityRatio} minValue={0} maxValue={1000} step={0.01} isDisabled={disabled} testId="mf-quantity-ratio"
              onChange={(quantityRatio) => change({ quantityRatio })} />
          </div></fieldset>
          {problem ? <p className="form-error" role="alert" data-testid="mf-problem">{t('edRefused', { reason: problem })}</p> : null}
        </div>
      )}
    </DraggableDialog>
  )
}
