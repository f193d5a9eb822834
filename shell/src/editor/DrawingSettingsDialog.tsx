import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PAGE_SIZES } from '@harness/protocol'
import type { HarnessRecord } from '@harness/engine'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { NumberInput } from '../ui/NumberInput'
import { SelectField } from '../ui/SelectField'
import { customPageFields, type CustomPageFields } from './customPageSides'

type Settings = Extract<HarnessRecord, { typeName: 'settings' }>
type Patch = Partial<Omit<Settings, 'id' | 'typeName'>>

/** How long a colour must rest in the picker before it is applied (one undo step per colour chosen), in ms. */
const COLOUR_REST_MS = 400

/** Fonts offered for labels and tables: the specification's default and the common CJK faces. */
const FONTS = ['Arial', 'Helvetica', 'Microsoft YaHei', 'SimSun', 'SimHei', 'Noto Sans CJK SC'] as const

/**
 * The harness file's drawing settings (specification section 3, with its defaults: unit 2, a4
 * landscape, grid on at 10 in light grey, page view, rulers and guides on …): page (its colour
 * the background), grid, aids, what is shown, lines (housing and table outlines, bundle joints),
 * font (names and labels on the canvas and the exported sheet; its size new labels'), the lay
 * length of new twisted groups and the size of new tables. Each change is an engine command on
 * the file's settings, applied at once and undone like any edit; the canvas follows. Settings of
 * section 3 that draw nothing here (arc size, connection points and arrows, wire pattern, head and
 * tail spacing, wire diameter and space, symbol edge width) are kept with the file as they are
 * and not offered.
 */
export function DrawingSettingsDialog({ engine, version, isOpen, editable, onClose }: {
  readonly engine: EngineClient
  /** The document version: the settings are read again after every change (an undo included). */
  readonly version: number
  readonly isOpen: boolean
  readonly editable: boolean
  readonly onClose: () => void
}) {
  const { t } = useI18n()
  const [settings, setSettings] = useState<Settings | null>(null)
  useEffect(() => {
    if (!isOpen) return
    let live = true
    void engine.api.records(['settings']).then(([record]) => { if (live && record?.typeName === 'settings') setSettings(record) })
    return () => { live = false }
  }, [engine, version, isOpen])

  // Shown at once, before the engine's answer (which the next version's read confirms); a refused
  // change reads the settings back.
  const change = (patch: Patch) => {
    setSettings((current) => (current ? { ...current, ...patch } : current))
    void engine.api.apply({ name: 'setProperties', args: { typeName: 'settings', id: 'settings', patch } as never, label: '绘图设置' }).then((result) => {
      if (result.ok) return
      notify('error', t('edRefused', { reason: result.detail ?? result.reason }))
      void engine.api.records(['settings']).then(([record]) => { if (record?.typeName === 'settings') setSettings(record) })
    })
  }
  const s = settings
  const disabled = !editable
  const check = (label: string, value: boolean, patch: (v: boolean) => Patch, testId: string) => (
    <label className="ds-check"><input type="checkbox" checked={value} disabled={disabled} data-testid={testId} onChange={(e) => change(patch(e.target.checked))} />{label}</label>
  )
  // A colour picker sends a value for every step of a drag: shown at once, committed once it rests.
  const colourTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const colour = (label: string, value: string, patch: (v: string) => Patch, testId: string) => (
    <label className="ds-colour"><span className="field-label">{label}</span><input type="color" value={value} disabled={disabled} data-testid={testId} onChange={(e) => {
      const next = patch(e.target.value)
      setSettings((current) => (current ? { ...current, ...next } : current))
      if (colourTimer.current) clearTimeout(colourTimer.current)
      colourTimer.current = setTimeout(() => change(next), COLOUR_REST_MS)
    }} /></label>
  )
  // The custom page's sides as drawn, in the drawing's display unit (customPageSides.ts).
  const custom = s?.pageSize === 'custom' ? customPageFields(s) : null
  const pageSide = (label: string, value: number, patch: (v: number) => Patch, testId: string, f: CustomPageFields) => (
    <NumberInput label={label} value={value} minValue={f.min} maxValue={f.max} step={0.01} unit={f.unit} isDisabled={disabled} testId={testId}
      onChange={(v) => change(patch(v))} />
  )
  const group = (title: string, children: ReactNode) => <fieldset className="ds-group"><legend>{title}</legend><div className="ds-fields">{children}</div></fieldset>

  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={t('dsTitle')} testId="drawing-settings" width={640}
      footer={<GuardedButton variant="secondary" onClick={onClose}>{t('dsClose')}</GuardedButton>}>
      {!s ? <p className="ed-muted">{t('edOpening')}</p> : (
        <div className="ds-body">
          {group(t('dsPage'), <>
            <SelectField label={t('dsUnit')} value={String(s.unit) as '1' | '2' | '3'} isDisabled={disabled} testId="ds-unit"
              options={[{ id: '1', label: t('dsUnitPt') }, { id: '2', label: t('dsUnitMm') }, { id: '3', label: t('dsUnitIn') }]}
              onChange={(v) => change({ unit: Number(v) as 1 | 2 | 3 })} />
            <SelectField label={t('dsPageSize')} value={s.pageSize} isDisabled={disabled} testId="ds-page-size"
              options={PAGE_SIZES.map((size) => ({ id: size, label: size === 'letter' ? t('dsPageLetter') : size === 'custom' ? t('dsPageCustom') : size.toUpperCase() }))}
              onChange={(pageSize) => change({ pageSize })} />
            {custom ? <>
              {pageSide(t('dsPageWidth'), custom.width, custom.widthPatch, 'ds-page-width', custom)}
              {pageSide(t('dsPageHeight'), custom.height, custom.heightPatch, 'ds-page-height', custom)}
            </> : null}
            <SelectField label={t('dsOrientation')} value={s.landscape ? 'landscape' : 'portrait'} isDisabled={disabled} testId="ds-orientation"
              options={[{ id: 'landscape', label: t('dsLandscape') }, { id: 'portrait', label: t('dsPortrait') }]} onChange={(v) => change({ landscape: v === 'landscape' })} />
            {check(t('dsPageView'), s.pageView, (pageView) => ({ pageView }), 'ds-page-view')}
            {colour(t('dsBackground'), s.background, (background) => ({ background }), 'ds-background')}
          </>)}
          {group(t('dsGrid'), <>
            {check(t('dsGridVisible'), s.grid.visible, (visible) => ({ grid: { ...s.grid, visible } }), 'ds-grid-visible')}
            <NumberInput label={t('dsGridSize')} value={s.grid.size} minValue={1} maxValue={1000} step={1} unit="mm" isDisabled={disabled} testId="ds-grid-size"
              onChange={(size) => change({ grid: { ...s.grid, size } })} />
            {colour(t('dsGridColour'), s.grid.color, (color) => ({ grid: { ...s.grid, color } }), 'ds-grid-colour')}
          </>)}
          {group(t('dsAids'), <>
            {check(t('dsRulers'), s.rulers, (rulers) => ({ rulers }), 'ds-rulers')}
            {check(t('dsGuides'), s.guides, (guides) => ({ guides }), 'ds-guides')}
          </>)}
          {group(t('dsShown'), <>
            {check(t('dsNodesVisible'), s.nodesVisible, (nodesVisible) => ({ nodesVisible }), 'ds-nodes-visible')}
            {check(t('dsNodeLabels'), s.nodeLabels, (nodeLabels) => ({ nodeLabels }), 'ds-node-labels')}
            {check(t('dsBundleLabels'), s.bundleLabels, (bundleLabels) => ({ bundleLabels }), 'ds-bundle-labels')}
          </>)}
          {group(t('dsLines'), <>
            {colour(t('dsStrokeColour'), s.stroke.color, (color) => ({ stroke: { ...s.stroke, color } }), 'ds-stroke-colour')}
            <NumberInput label={t('dsStrokeWidth')} value={s.stroke.width} minValue={0} maxValue={50} step={0.5} unit="px" isDisabled={disabled} onChange={(width) => change({ stroke: { ...s.stroke, width } })} />
            <NumberInput label={t('dsOpacity')} value={s.stroke.opacity} minValue={0} maxValue={100} step={1} unit="%" isDisabled={disabled} onChange={(opacity) => change({ stroke: { ...s.stroke, opacity } })} />
            <SelectField label={t('dsLineJoint')} value={s.lineJoint} isDisabled={disabled}
              options={[{ id: 'sharp', label: t('dsJointSharp') }, { id: 'rounded', label: t('dsJointRounded') }, { id: 'curved', label: t('dsJointCurved') }]} onChange={(lineJoint) => change({ lineJoint })} />
          </>)}
          {group(t('dsFont'), <>
            <SelectField label={t('dsFontFamily')} value={s.font.family} isDisabled={disabled}
              options={[...new Set([s.font.family, ...FONTS])].map((f) => ({ id: f, label: f }))} onChange={(family) => change({ font: { ...s.font, family } })} />
            <NumberInput label={t('dsFontSize')} value={s.font.size} minValue={4} maxValue={200} step={1} unit="pt" isDisabled={disabled} testId="ds-font-size" onChange={(size) => change({ font: { ...s.font, size } })} />
            {colour(t('dsFontColour'), s.font.color, (color) => ({ font: { ...s.font, color } }), 'ds-font-colour')}
          </>)}
          {group(t('dsWires'), <>
            <NumberInput label={t('dsLayPitch')} value={s.wire.layPitch} minValue={1} maxValue={10000} step={1} unit="mm" isDisabled={disabled} testId="ds-lay-pitch" onChange={(layPitch) => change({ wire: { ...s.wire, layPitch } })} />
          </>)}
          {group(t('dsTables'), <>
            <NumberInput label={t('dsTableRows')} value={s.table.rows} minValue={1} maxValue={200} step={1} isDisabled={disabled} onChange={(rows) => change({ table: { ...s.table, rows } })} />
            <NumberInput label={t('dsTableCols')} value={s.table.cols} minValue={1} maxValue={50} step={1} isDisabled={disabled} onChange={(cols) => change({ table: { ...s.table, cols } })} />
          </>)}
        </div>
      )}
    </DraggableDialog>
  )
}
