import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useI18n } from '../i18n/useI18n'
import { DIALOG_MIN_SIZE } from '../shellConfig'
import { TestIds } from '../testIds'
import { Icon } from './Icon'

/** Props of {@link DraggableDialog}. */
export interface DraggableDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly title: string
  readonly testId?: string
  /** Initial width in CSS pixels (never below the 400 px minimum). */
  readonly width?: number
  readonly children: ReactNode
  /** Buttons at the bottom, right-aligned. */
  readonly footer?: ReactNode
}

/**
 * The shell's modal dialog (spec 2 and 9): accessible (react-aria-components), moved by dragging
 * its title bar, resized from its bottom-right corner down to 400x300, and never closed by a
 * click outside it; Escape and the close button close it.
 */
export function DraggableDialog({ isOpen, onClose, title, testId, width = 480, children, footer }: DraggableDialogProps) {
  const { t } = useI18n()
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null)

  useEffect(() => {
    if (isOpen) setOffset({ x: 0, y: 0 })
  }, [isOpen])

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    drag.current = { startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    // Keep the title bar reachable: the dialog may not leave the window by its top edge.
    const x = d.baseX + event.clientX - d.startX
    const y = d.baseY + event.clientY - d.startY
    setOffset({ x, y: Math.max(y, -window.innerHeight / 2 + 40) })
  }
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = null
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId)
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => { if (!open) onClose() }} isDismissable={false} className="dialog-overlay">
      <Modal
        className="dialog-modal"
        style={{
          width: Math.max(width, DIALOG_MIN_SIZE.width),
          minWidth: DIALOG_MIN_SIZE.width,
          minHeight: DIALOG_MIN_SIZE.height,
          transform: `translate(${offset.x}px, ${offset.y}px)`,
        }}
      >
        <Dialog className="dialog" data-testid={testId}>
          <div className="dialog-titlebar" onPointerDown={onPointerDown} onPointerMove={onPointerMove}
            onPointerUp={onPointerUp} onPointerCancel={onPointerUp} title={t('dialogDragHint')}>
            <Heading slot="title" className="dialog-title">{title}</Heading>
            <button type="button" className="dialog-close" aria-label={t('close')} data-testid={TestIds.dialogClose} onClick={onClose}>
              <Icon name="close" size={18} />
            </button>
          </div>
          <div className="dialog-body">{children}</div>
          {footer ? <div className="dialog-footer">{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
