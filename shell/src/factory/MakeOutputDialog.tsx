import { FACTORY_FORMATS, FACTORY_REPORTS, type FactoryFormat, type FactoryReport } from '@harness/protocol'
import { useState } from 'react'
import { createOutput } from '../api/factoryApi'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { Link } from '../ui/Link'
import { SelectField } from '../ui/SelectField'
import { useBusyAction } from '../ui/useBusyAction'

/** The catalogue key of each factory report's name. */
export const REPORT_LABELS: Readonly<Record<FactoryReport, UiKey>> = { cutTable: 'reportCutTable', assembly: 'reportAssembly', bom: 'reportBom' }

/** The catalogue key of each output format's name. */
export const FORMAT_LABELS: Readonly<Record<FactoryFormat, UiKey>> = { xlsx: 'formatXlsx', csv: 'formatCsv' }

/** Props of {@link MakeOutputDialog}. */
export interface MakeOutputDialogProps {
  readonly fileId: number
  readonly fileName: string
  /** The versions to choose from, newest first; the first is chosen at the start. */
  readonly versions: readonly number[]
  readonly initialVersion?: number
  readonly onClose: () => void
  readonly onMade?: () => void
}

/**
 * Makes a manufacturing output (wire-cut table, assembly table or BOM, as Excel or CSV) from a saved
 * version of a harness file and files it in the factory folder, where the team downloads it.
 */
export function MakeOutputDialog({ fileId, fileName, versions, initialVersion, onClose, onMade }: MakeOutputDialogProps) {
  const { t } = useI18n()
  const [version, setVersion] = useState(String(initialVersion ?? versions[0] ?? 1))
  const [report, setReport] = useState<FactoryReport>('cutTable')
  const [format, setFormat] = useState<FactoryFormat>('xlsx')
  const { busy, run } = useBusyAction()

  const make = async () => {
    const made = await run(() => createOutput(fileId, Number(version), report, format), (output) => t('outputMade', { name: output.fileNameOut, rows: output.rows }))
    if (!made.ok) return
    onMade?.()
    onClose()
  }

  return (
    <DraggableDialog isOpen onClose={onClose} title={t('fileMakeOutput')} testId={TestIds.makeOutputDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.makeOutputSubmit} disabled={busy} onClick={() => void make()}>{t('outputMake')}</GuardedButton>
        </>
      }>
      <div className="form">
        <p className="ws-muted">{t('outputIntro', { name: fileName })}</p>
        <div className="ws-inline-form">
          <SelectField label={t('versionCol')} value={version} testId={TestIds.makeOutputVersion}
            options={versions.map((v) => ({ id: String(v), label: `v${v}` }))} onChange={setVersion} />
          <SelectField label={t('outputReport')} value={report} testId={TestIds.makeOutputReport}
            options={FACTORY_REPORTS.map((r) => ({ id: r, label: t(REPORT_LABELS[r]) }))} onChange={setReport} />
          <SelectField label={t('outputFormat')} value={format} testId={TestIds.makeOutputFormat}
            options={FACTORY_FORMATS.map((f) => ({ id: f, label: t(FORMAT_LABELS[f]) }))} onChange={setFormat} />
        </div>
        <Link to="/factoryFolder" className="text-link">{t('outputSeeFolder')}</Link>
      </div>
    </DraggableDialog>
  )
}
