import {
  LIBRARY_PART_KINDS, PART_KIND_DEFS, PART_USAGES, PER_METRE_KINDS, isApiEnvelope, type LibraryPartKind, type LibraryView, type ParameterValue,
  type PartInput, type PartUsage, type PartView,
} from '@harness/protocol'
import { useState } from 'react'
import { createPart, updatePart } from '../api/libraryApi'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { reportFailure } from '../ui/reportFailure'
import { SelectField } from '../ui/SelectField'
import type { LibraryChoice } from './libraryQuery'
import { libraryName } from './LibraryPage'
import { choiceName, kindName, parameterName } from './partText'
import { isStale, readTypedNumber } from './partErrors'

/** A library the caller may add parts to, with the id the API names it by. */
export interface TargetLibrary {
  readonly id: 'global' | number
  readonly view: LibraryView
}

/** Props of {@link PartFormDialog}: a new part (`targets`, `initialKind`) or an existing one (`part`). */
export interface PartFormDialogProps {
  readonly targets?: readonly TargetLibrary[]
  readonly initialKind?: LibraryPartKind
  readonly preferred?: LibraryChoice | null
  readonly part?: PartView
  readonly onClose: () => void
  readonly onSaved: (partId: number) => void
  /** The part moved on since the page read it (409 partStale): the page reads it again. */
  readonly onStale?: () => void
}

/** The usage names of the catalogue. */
export const USAGE_LABELS: Readonly<Record<PartUsage, UiKey>> = { optional: 'partUsageOptional', mandatory: 'partUsageMandatory', customerSpecified: 'partUsageCustomerSpecified' }

/** Form text of a stored value ('' for none). */
const asText = (v: ParameterValue | number | null | undefined) => (v === undefined || v === null ? '' : String(v))


/**
 * Creates or edits a part: library (new parts), kind (new parts; a part keeps its kind), part
 * numbers, description, makers, usage, weight and cost, and the kind's parameters with their units.
 * The server checks everything again; its message for a field is shown under that field, and
 * nothing is saved until all of it is right.
 */
export function PartFormDialog({ targets = [], initialKind = 'connector', preferred = null, part, onClose, onSaved, onStale }: PartFormDialogProps) {
  const { t, locale } = useI18n()
  const [kind, setKind] = useState<LibraryPartKind>(part?.kind ?? initialKind)
  const firstTarget = targets.find((x) => x.id === preferred) ?? targets[0]
  const [target, setTarget] = useState<string>(firstTarget ? String(firstTarget.id) : '')
  const [fields, setFields] = useState<Record<string, string>>({
    partNumber: part?.partNumber ?? '', description: part?.description ?? '', supplierPartNumber: part?.supplierPartNumber ?? '',
    manufacturerPartNumber: part?.manufacturerPartNumber ?? '', manufacturer: part?.manufacturer ?? '', supplier: part?.supplier ?? '',
    weight: asText(part?.weight), unitCost: asText(part?.unitCost),
  })
  const [usage, setUsage] = useState<PartUsage>(part?.usage ?? 'optional')
  const [params, setParams] = useState<Record<string, string | boolean>>(() => Object.fromEntries(Object.entries(part?.params ?? {}).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const def = PART_KIND_DEFS[kind]
  const perMetre = PER_METRE_KINDS.has(kind)

  const field = (key: string, label: UiKey, options: { maxLength?: number; multiline?: boolean; testId?: string } = {}) => (
    <FormField label={t(label)} value={fields[key] ?? ''} error={errors[key]} maxLength={options.maxLength} multiline={options.multiline} rows={2} testId={options.testId}
      onChange={(value) => setFields((f) => ({ ...f, [key]: value }))} />
  )

  /** The input as the API takes it, or the fields whose numbers do not read. */
  const collect = (): { input: PartInput } | { errors: Record<string, string> } => {
    const bad: Record<string, string> = {}
    const out: Record<string, ParameterValue> = {}
    for (const p of def.parameters) {
      const raw = params[p.key]
      if (p.type === 'boolean') {
        if (raw === true) out[p.key] = true
        else if (raw === false) out[p.key] = false
      } else if (p.type === 'number' || p.type === 'integer') {
        const value = readTypedNumber(typeof raw === 'string' ? raw : '')
        if (value !== null && !Number.isFinite(value)) bad[`params.${p.key}`] = t('partNumberInvalid', { name: parameterName(p, locale) })
        else if (value !== null) out[p.key] = value
      } else if (typeof raw === 'string' && raw.trim() !== '') out[p.key] = raw
    }
    const weight = readTypedNumber(fields.weight ?? '')
    const unitCost = readTypedNumber(fields.unitCost ?? '')
    if (weight !== null && !Number.isFinite(weight)) bad.weight = t('partNumberInvalid', { name: t('partWeight') })
    if (unitCost !== null && !Number.isFinite(unitCost)) bad.unitCost = t('partNumberInvalid', { name: t('partCost') })
    if (Object.keys(bad).length > 0) return { errors: bad }
    return {
      input: {
        kind, partNumber: fields.partNumber ?? '', description: fields.description, supplierPartNumber: fields.supplierPartNumber,
        manufacturerPartNumber: fields.manufacturerPartNumber, manufacturer: fields.manufacturer, supplier: fields.supplier,
        usage, status: part?.status ?? 'normal', weight, unitCost, params: out,
      },
    }
  }

  const save = async () => {
    const collected = collect()
    if ('errors' in collected) return setErrors(collected.errors)
    setErrors({})
    setBusy(true)
    try {
      if (part) {
        const { kind: _kind, ...rest } = collected.input
        const saved = await updatePart(part.partId, part.version, rest)
        notify('success', t('partSavedAs', { version: saved.version }))
        onSaved(part.partId)
      } else {
        const created = await createPart(target === 'global' ? 'global' : Number(target), collected.input)
        notify('success', t('partCreatedNotice', { partNumber: collected.input.partNumber.trim() }))
        onSaved(created.partId)
      }
    } catch (error) {
      // A message about one field goes under that field; anything else is a notice.
      const named = isApiEnvelope(error) ? (error.data as { field?: unknown } | null)?.field : undefined
      if (isApiEnvelope(error) && typeof named === 'string' && (named.startsWith('params.') || named in fields)) setErrors({ [named]: error.message })
      else reportFailure(error)
      if (isStale(error)) onStale?.()
    } finally {
      setBusy(false)
    }
  }

  return (
    <DraggableDialog isOpen onClose={onClose} width={720} testId={TestIds.partForm}
      title={part ? t('partEditTitle', { partNumber: part.partNumber }) : t('partCreateTitle')}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.partFormSave} disabled={busy || (!part && target === '')} onClick={() => void save()}>{t('save')}</GuardedButton>
        </>
      }>
      <div className="form part-form">
        {part ? null : (
          <div className="part-form-row">
            <SelectField label={t('partTargetLibrary')} value={target} testId={TestIds.partFormLibrary}
              options={targets.map((x) => ({ id: String(x.id), label: libraryName(t, x.view) }))} onChange={setTarget} />
            <SelectField label={t('partKind')} value={kind} testId={TestIds.partFormKind}
              options={LIBRARY_PART_KINDS.map((k) => ({ id: k, label: kindName(k, locale) }))} onChange={(k) => { setKind(k); setParams({}) }} />
          </div>
        )}
        <div className="part-form-row">
          {field('partNumber', 'partNumber', { maxLength: 64, testId: TestIds.partFormNumber })}
          <SelectField label={t('partUsage')} value={usage} options={PART_USAGES.map((u) => ({ id: u, label: t(USAGE_LABELS[u]) }))} onChange={setUsage} />
        </div>
        {field('description', 'partDescription', { maxLength: 500, multiline: true, testId: TestIds.partFormDescription })}
        <div className="part-form-row">
          {field('manufacturer', 'partManufacturer', { maxLength: 120 })}
          {field('manufacturerPartNumber', 'partManufacturerNumber', { maxLength: 64 })}
        </div>
        <div className="part-form-row">
          {field('supplier', 'partSupplier', { maxLength: 120 })}
          {field('supplierPartNumber', 'partSupplierNumber', { maxLength: 64 })}
        </div>
        <div className="part-form-row">
          <FormField label={`${t('partWeight')} (${perMetre ? 'g/m' : 'g'})`} value={fields.weight ?? ''} error={errors.weight} inputMode="text"
            onChange={(value) => setFields((f) => ({ ...f, weight: value }))} />
          <FormField label={`${t('partCost')} (${perMetre ? t('partPerMetre') : t('partPerPiece')})`} value={fields.unitCost ?? ''} error={errors.unitCost}
            onChange={(value) => setFields((f) => ({ ...f, unitCost: value }))} />
        </div>
        <fieldset className="part-form-params" data-testid={TestIds.partFormParams}>
          <legend>{t('partParameters')}</legend>
          {def.parameters.map((p) => {
            const label = `${parameterName(p, locale)}${p.unit ? ` (${p.unit})` : ''}${p.required ? ' *' : ''}`
            const error = errors[`params.${p.key}`]
            if (p.type === 'boolean') {
              return (
                <label key={p.key} className="part-form-check" data-key={p.key}>
                  <input type="checkbox" checked={params[p.key] === true} onChange={(e) => setParams((x) => ({ ...x, [p.key]: e.target.checked }))} />
                  <span>{label}</span>
                  {error ? <span className="field-error" role="alert">{error}</span> : null}
                </label>
              )
            }
            if (p.type === 'choice') {
              return (
                <div key={p.key} data-key={p.key}>
                  <SelectField label={label} value={typeof params[p.key] === 'string' && params[p.key] !== '' ? (params[p.key] as string) : '-'}
                    options={[{ id: '-', label: '—' }, ...p.choices!.map((c) => ({ id: c, label: choiceName(c, locale) }))]}
                    onChange={(value) => setParams((x) => ({ ...x, [p.key]: value === '-' ? '' : value }))} />
                  {error ? <span className="field-error" role="alert">{error}</span> : null}
                </div>
              )
            }
            return (
              <div key={p.key} data-key={p.key}>
                <FormField label={label} value={typeof params[p.key] === 'string' ? (params[p.key] as string) : ''} error={error} testId={`${TestIds.partFormParam}-${p.key}`}
                  onChange={(value) => setParams((x) => ({ ...x, [p.key]: value }))} />
              </div>
            )
          })}
        </fieldset>
      </div>
    </DraggableDialog>
  )
}
