import type { ImportedFile } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { SummaryFacts } from '../files/SummaryFacts'

/**
 * What an import made: the new file, the format read, what it holds, and the importer's notes
 * (e.g. that a WireViz harness was given a generated topology), which the user should read before
 * relying on the file.
 */
export function ImportResultDialog({ result, onClose }: { readonly result: ImportedFile | null; readonly onClose: () => void }) {
  const { t } = useI18n()
  return (
    <DraggableDialog isOpen={result !== null} onClose={onClose} title={t('importResultTitle')} testId={TestIds.importResult}
      footer={<GuardedButton testId={TestIds.importResultClose} onClick={onClose}>{t('ok')}</GuardedButton>}>
      {result ? (
        <div className="form">
          <p>{t('importResultText', { name: result.name, format: result.format, version: result.version })}</p>
          <SummaryFacts summary={result.summary} />
          {result.notes.length > 0 ? (
            <section aria-labelledby="import-notes">
              <h3 id="import-notes" className="ws-card-title">{t('importNotes')}</h3>
              <ul className="import-notes" data-testid={TestIds.importNotes}>
                {result.notes.map((note, i) => (
                  <li key={`${note.code}-${i}`} className="ws-warning" data-code={note.code}><Icon name="info" size={15} /> {note.message}</li>
                ))}
              </ul>
            </section>
          ) : <p className="ws-muted">{t('importNoNotes')}</p>}
        </div>
      ) : null}
    </DraggableDialog>
  )
}
