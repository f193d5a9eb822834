import { PROTECTION_MATERIALS, WINDING_TYPES, type ProtectionDefault } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { NumberInput } from '../ui/NumberInput'
import { SelectField } from '../ui/SelectField'
import { moveItem } from './configDraft'
import { MATERIAL_LABELS, WINDING_LABELS } from './configLabels'

/** Most default protections a configuration holds (the protocol's check refuses more). */
export const MAX_PROTECTIONS = 20

/** A new row: the first default of the built-in configuration's kind (duct tape, half overlap). */
const NEW_PROTECTION: ProtectionDefault = { material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5 }

/** Props of {@link ProtectionsEditor}. */
export interface ProtectionsEditorProps {
  readonly value: readonly ProtectionDefault[]
  readonly onChange: (next: ProtectionDefault[]) => void
  readonly disabled: boolean
}

/**
 * The protections the editor offers first, in order: material, winding, width or inner diameter,
 * thickness, and the overlap of overlap tape (lengths in mm). Rows are added, removed and moved.
 */
export function ProtectionsEditor({ value, onChange, disabled }: ProtectionsEditorProps) {
  const { t } = useI18n()
  const set = (index: number, change: Partial<ProtectionDefault>) => onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)))
  return (
    <div className="protections" data-testid={TestIds.configProtections}>
      {value.length === 0 ? <p className="ws-muted">{t('configNoProtections')}</p> : (
        <div className="protection-row protection-head" aria-hidden="true">
          <span />
          <span>{t('protectionMaterial')}</span><span>{t('protectionWinding')}</span><span>{t('protectionWidth')}</span>
          <span>{t('protectionThickness')}</span><span>{t('protectionOverlap')}</span><span />
        </div>
      )}
      {value.map((protection, index) => (
        <div key={index} className="protection-row" data-testid={TestIds.configProtectionRow}>
          <span className="protection-index">{index + 1}</span>
          <SelectField size="sm" hideLabel label={t('protectionMaterial')} value={protection.material} isDisabled={disabled}
            options={PROTECTION_MATERIALS.map((m) => ({ id: m, label: t(MATERIAL_LABELS[m]) }))} onChange={(material) => set(index, { material })} />
          <SelectField size="sm" hideLabel label={t('protectionWinding')} value={protection.winding} isDisabled={disabled}
            options={WINDING_TYPES.map((w) => ({ id: w, label: t(WINDING_LABELS[w]) }))} onChange={(winding) => set(index, { winding })} />
          <NumberInput hideLabel label={t('protectionWidth')} unit="mm" value={protection.width} minValue={0.1} maxValue={500} step={0.1} isDisabled={disabled}
            onChange={(width) => set(index, { width })} />
          <NumberInput hideLabel label={t('protectionThickness')} unit="mm" value={protection.thickness} minValue={0} maxValue={50} step={0.01} isDisabled={disabled}
            onChange={(thickness) => set(index, { thickness })} />
          <NumberInput hideLabel label={t('protectionOverlap')} value={protection.overlap} minValue={0} maxValue={0.9} step={0.05} isDisabled={disabled}
            onChange={(overlap) => set(index, { overlap })} />
          {disabled ? null : (
            <span className="protection-actions">
              <button type="button" className="icon-button" aria-label={t('moveUp')} disabled={index === 0} onClick={() => onChange(moveItem(value, index, index - 1))}>↑</button>
              <button type="button" className="icon-button" aria-label={t('moveDown')} disabled={index === value.length - 1} onClick={() => onChange(moveItem(value, index, index + 1))}>↓</button>
              <button type="button" className="icon-button" aria-label={t('remove')} onClick={() => onChange(value.filter((_, i) => i !== index))}><Icon name="close" size={14} /></button>
            </span>
          )}
        </div>
      ))}
      {disabled || value.length >= MAX_PROTECTIONS ? null : (
        <GuardedButton variant="ghost" size="sm" testId={TestIds.configProtectionAdd} onClick={() => onChange([...value, NEW_PROTECTION])}>
          <Icon name="plus" size={14} />{t('configAddProtection')}
        </GuardedButton>
      )}
    </div>
  )
}
