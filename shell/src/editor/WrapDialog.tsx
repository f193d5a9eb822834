import { useMemo, useState } from 'react'
import { PROTECTION_MATERIALS, WINDING_TYPES, type CatalogPart, type ProtectionMaterial, type WindingType } from '@harness/protocol'
import { wrappingProblem, type Wrapping } from '@harness/engine'
import { useI18n } from '../i18n/useI18n'
import { choiceName } from '../library/partText'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { NumberInput } from '../ui/NumberInput'
import { SelectField } from '../ui/SelectField'
import { generic, partRangeProblem, tubeFitProblem, withMaterial, withWinding, wrappingOfPart } from './wrapChoice'

/** What the dialog starts from: half-overlap PVC tape 19 × 0.13 mm. */
const START: Wrapping = { material: 'pvcTape', winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5, gap: 20, pitch: 75 }

/**
 * A wrapping of any type of specification section 9 with its parameters, for the selected
 * segments: a protection part of the library (its part number goes on every run and into the
 * BOM, its material and sizes fill the fields) or a generic one, material, winding (overlap,
 * double overlap, spaced, spiral, spot, lengthwise, tube), tape width or tube diameter,
 * thickness, overlap ratio, gap, pitch. Changing the material or a size makes it generic. A part
 * made for other bundle diameters than the selected ones is said (not refused). Material and winding go
 * together (`wrapChoice.ts`): a tube's inner diameter is proposed to clear the selected bundles.
 * What the engine would refuse is said before applying (the same check `wrapSegments` runs), and
 * so is a tube narrower than the bundles it would go over.
 */
export function WrapDialog({ isOpen, segments, bundle, parts, onApply, onClose }: {
  readonly isOpen: boolean
  /** The library's parts the harness sees (its protections are offered). */
  readonly parts: readonly CatalogPart[]
  /** How many segments are selected (the wrapping goes over each, whole). */
  readonly segments: number
  /** The largest covered diameter of the selected segments, in mm (0 when unknown). */
  readonly bundle: number
  readonly onApply: (wrapping: Wrapping) => void
  readonly onClose: () => void
}) {
  const { t, locale } = useI18n()
  const [w, setW] = useState<Wrapping>(START)
  const tube = w.winding === 'tube'
  const fit = tubeFitProblem(w, bundle)
  const problem = segments === 0 ? t('edWrapNoSegments') : wrappingProblem(w) ?? (fit ? t('edWrapTubeTooSmall', { inner: fit.inner, bundle: fit.bundle }) : null)
  // The library's usable protections, by part number.
  const offered = useMemo(() => parts.filter((p) => wrappingOfPart(p) !== null).sort((a, b) => a.partNumber.localeCompare(b.partNumber)), [parts])
  const picked = offered.find((p) => p.partNumber === w.partNumber) ?? null
  const range = picked ? partRangeProblem(picked, bundle) : null
  const note = range ? t('edWrapOutOfRange', { bundle: range.bundle, range: `${range.min ?? 0}–${range.max ?? '∞'}` }) : null
  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={t('edWrapTitle')} testId="wrap-dialog" width={520}
      footer={<>
        <GuardedButton variant="secondary" onClick={onClose}>{t('cancel')}</GuardedButton>
        <GuardedButton disabled={problem !== null} testId="wrap-apply" onClick={() => { onApply(w); onClose() }}>{t('edWrapApply', { count: segments })}</GuardedButton>
      </>}>
      <div className="ds-fields">
        <SelectField label={t('edWrapPart')} value={picked?.partNumber ?? ''} testId="wrap-part"
          options={[{ id: '', label: t('edWrapGeneric') }, ...offered.map((p) => ({ id: p.partNumber, label: `${p.partNumber} · ${p.description}` }))]}
          onChange={(partNumber: string) => {
            const part = offered.find((p) => p.partNumber === partNumber)
            setW(part ? { ...wrappingOfPart(part)! } : generic(w))
          }} />
        <SelectField label={t('edWrapMaterial')} value={w.material} testId="wrap-material"
          options={PROTECTION_MATERIALS.map((m) => ({ id: m, label: choiceName(m, locale) }))} onChange={(material: ProtectionMaterial) => setW(withMaterial(w, material, bundle))} />
        <SelectField label={t('edWrapWinding')} value={w.winding} testId="wrap-winding"
          options={WINDING_TYPES.map((k) => ({ id: k, label: choiceName(k, locale) }))} onChange={(winding: WindingType) => setW(withWinding(w, winding, bundle))} />
        <NumberInput label={tube ? t('edWrapDiameter') : t('edWrapWidth')} value={w.width} minValue={0} maxValue={500} step={0.1} unit="mm" testId="wrap-width" onChange={(width) => setW({ ...generic(w), width })} />
        <NumberInput label={tube ? t('edWrapWall') : t('edWrapThickness')} value={w.thickness} minValue={0.01} maxValue={20} step={0.01} unit="mm" onChange={(thickness) => setW({ ...generic(w), thickness })} />
        {w.winding === 'overlap' || w.winding === 'doubleOverlap' ? <NumberInput label={t('edWrapOverlap')} value={w.overlap} minValue={0} maxValue={0.9} step={0.05} onChange={(overlap) => setW({ ...w, overlap })} /> : null}
        {w.winding === 'spaced' ? <NumberInput label={t('edWrapGap')} value={w.gap ?? 0} minValue={0} maxValue={10000} step={1} unit="mm" onChange={(gap) => setW({ ...w, gap })} /> : null}
        {w.winding === 'spiral' || w.winding === 'spot' ? <NumberInput label={t('edWrapPitch')} value={w.pitch ?? 0} minValue={0} maxValue={10000} step={1} unit="mm" onChange={(pitch) => setW({ ...w, pitch })} /> : null}
      </div>
      {problem ? <p className="ed-muted" role="status" data-testid="wrap-problem">{problem}</p> : null}
      {note && !problem ? <p className="ed-muted" role="status" data-testid="wrap-note">{note}</p> : null}
    </DraggableDialog>
  )
}
