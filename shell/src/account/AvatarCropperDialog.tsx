import { useState } from 'react'
import Cropper from 'react-easy-crop'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { cropAvatar, type PixelArea } from './avatarImage'

/** Props of {@link AvatarCropperDialog}. */
export interface AvatarCropperDialogProps {
  /** Object URL of the picked image; the dialog is open while it is set. */
  readonly src: string | null
  readonly onCancel: () => void
  /** Receives the cropped 100x100 JPEG. */
  readonly onCropped: (avatar: Blob) => void
}

const MIN_ZOOM = 1
const MAX_ZOOM = 3

/** The avatar cropper (spec 2): a square crop with zoom, producing a 100x100 JPEG on OK. */
export function AvatarCropperDialog({ src, onCancel, onCropped }: AvatarCropperDialogProps) {
  const { t } = useI18n()
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<PixelArea | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (!src || !area) return
    setBusy(true)
    try {
      onCropped(await cropAvatar(src, area))
    } finally {
      setBusy(false)
    }
  }

  return (
    <DraggableDialog
      isOpen={src !== null}
      onClose={onCancel}
      title={t('cropperTitle')}
      testId={TestIds.cropperDialog}
      width={520}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.cropperCancel} onClick={onCancel}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.cropperOk} disabled={!area || busy} onClick={() => void confirm()}>{t('ok')}</GuardedButton>
        </>
      }
    >
      <div className="cropper-area">
        {src ? (
          <Cropper image={src} crop={crop} zoom={zoom} aspect={1} minZoom={MIN_ZOOM} maxZoom={MAX_ZOOM}
            onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
        ) : null}
      </div>
      <label className="cropper-zoom">
        <span>{t('zoom')}</span>
        <input type="range" min={MIN_ZOOM} max={MAX_ZOOM} step={0.01} value={zoom} data-testid={TestIds.cropperZoom}
          onChange={(e) => setZoom(Number(e.target.value))} />
      </label>
    </DraggableDialog>
  )
}
