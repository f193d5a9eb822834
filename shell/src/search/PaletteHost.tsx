import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useI18n } from '../i18n/useI18n'
import { isAuthenticated, sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FunctionPalette } from './FunctionPalette'

/** Opens the function palette with Ctrl+K (⌘K) from any screen of a signed-in user. */
export function PaletteHost() {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)
  const [open, setOpen] = useState(false)
  const signedIn = isAuthenticated(user)
  useEffect(() => {
    if (!signedIn) {
      setOpen(false)
      return
    }
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [signedIn])
  if (!open || !signedIn) return null
  return (
    <DraggableDialog isOpen onClose={() => setOpen(false)} title={t('pageFunctionSearch')} width={640} testId={TestIds.fnDialog}>
      <FunctionPalette onDone={() => setOpen(false)} />
    </DraggableDialog>
  )
}
