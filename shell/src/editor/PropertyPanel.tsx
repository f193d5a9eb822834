import { memo, useDeferredValue, useEffect, useState } from 'react'
import { Button, Input, Label, NumberField, TextArea, TextField } from 'react-aria-components'
import type { Fact, Inspection } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import { fromDisplay, toDisplay, unitSymbol, type DisplayUnit } from './displayUnits'
import type { UiKey } from '../i18n/uiZhCN'
import { choiceName } from '../library/partText'
import { findingDetailText } from './findingDetail'
import { FIELD_FRACTION_DIGITS, numberProblem, unchangedNumber } from './factEdits'
import { notify } from '../state/noticeState'
import { ruleHint } from './ruleHints'
import { DOCUMENT_HISTORY_ATTRIBUTE } from './useEditorKeys'
import type { Locale } from '@harness/protocol'
import { RULE_MESSAGES } from '@harness/engine'

/** What the panel asks of the editor: a new value for an editable fact of a record. */
export type FactEdit = (id: string, typeName: string, field: string, value: number | string | null) => void

/** The interface names of the record types the panel and the status line name. */
export const TYPE_KEYS: Readonly<Record<string, UiKey>> = {
  segment: 'edType_segment', wire: 'edType_wire', connector: 'edType_connector', splice: 'edType_splice', node: 'edType_node',
  cavity: 'edType_cavity', label: 'edType_label', table: 'edType_table', protection: 'edType_protection',
}

const RELATED_KEYS: Readonly<Record<string, UiKey>> = { segment: 'edWiresThrough', connector: 'edWiresAt', splice: 'edWiresAt', wire: 'edWireEnds' }

/** How many of the selected records the panel shows, one section each. */
const SHOWN_LIMIT = 20

/**
 * Related records listed per record when the panel shows several: the rest are a click away (the
 * record alone lists them all). Twenty records of a select-all, each listing its 200 wires, were
 * 4,000 buttons: 124 ms of the page's layout at XL.
 */
const RELATED_SHOWN_OF_MANY = 24

/** What the property panel shows and whom it tells. */
export interface PropertyPanelProps {
  /** The records shown: the first of the selection (the worker inspects at most 200). */
  readonly inspections: readonly Inspection[]
  /** How many records are selected, all told (more than are shown after a select all). */
  readonly selectedCount: number
  /** The drawing's display unit for lengths. */
  readonly unit: DisplayUnit
  readonly editable: boolean
  readonly onEdit: FactEdit
  /** Selects a record listed under "related" (a segment's or connector's wires, a wire's ends). */
  readonly onSelect: (id: string) => void
}

/**
 * The property panel: for each selected record its type and name, its facts (stored fields and
 * the engine's computed lengths and diameters, with units) and the design-rule findings naming
 * it. In edit mode a fact the engine lets the designer change is a number or text field (names,
 * part numbers, descriptions, a label's text, a table's cells); applying it runs the engine
 * command, which undo takes back.
 *
 * A new selection is rendered at a transition's priority (`useDeferredValue`): a wire's panel,
 * its number fields among it, took 45-60 ms to render at once on the benchmark machine, a long
 * task in the middle of drawing; deferred, React renders it in slices between the canvas's
 * frames, and the panel before it stays (taking no input) until the new one is ready.
 */
export function PropertyPanel(props: PropertyPanelProps) {
  const inspections = useDeferredValue(props.inspections)
  // The panel of the selection before takes no input while the new one renders: a click there
  // would act on what is no longer selected.
  const stale = inspections !== props.inspections
  return (
    <div className="ed-panel-slot" inert={stale} aria-busy={stale}>
      <PanelContent {...props} inspections={inspections} />
    </div>
  )
}

/** The panel's content for the inspections given: rendered again only when a prop changes. */
const PanelContent = memo(function PanelContent({ inspections, selectedCount, editable, onEdit, onSelect, unit }: PropertyPanelProps) {
  const { t, m, locale } = useI18n()
  const count = Math.max(selectedCount, inspections.length)
  const shown = Math.min(inspections.length, SHOWN_LIMIT)
  if (inspections.length === 0) return <aside className="ed-panel" aria-label={t('edNothingSelected')} data-guide="properties"><p className="ed-muted">{t('edNothingSelected')}</p></aside>
  return (
    <aside className="ed-panel" aria-label={t('edSelectedCount', { count })} data-testid="property-panel" data-guide="properties">
      {count > 1 ? <p className="ed-muted" data-testid="selected-count">{count > shown ? t('edSelectedShown', { count, shown }) : t('edSelectedCount', { count })}</p> : null}
      {inspections.slice(0, SHOWN_LIMIT).map((inspection) => (
        <section key={inspection.id} className="ed-inspection">
          <h2 className="ed-inspection-title">
            <span className="ed-type">{t(TYPE_KEYS[inspection.typeName] ?? 'edType_other')}</span> {inspection.title}
          </h2>
          <dl className="ed-facts">
            {inspection.facts.map((fact) => (
              <FactRow key={fact.key} fact={fact} unit={unit} id={inspection.id} typeName={inspection.typeName} editable={editable} onEdit={onEdit} />
            ))}
          </dl>
          <RelatedList title={t(RELATED_KEYS[inspection.typeName] ?? 'edRelated')} items={inspection.related} testId="related-list" onSelect={onSelect} limit={shown > 1 ? RELATED_SHOWN_OF_MANY : Infinity} ownerId={inspection.id} />
          <RelatedList title={t('edGroupMembers')} items={inspection.members} testId="members-list" onSelect={onSelect} limit={shown > 1 ? RELATED_SHOWN_OF_MANY : Infinity} ownerId={inspection.id} />
          <h3 className="ed-subtitle">{t('edFindings')}</h3>
          {inspection.findings.length === 0 ? (
            <p className="ed-muted">{t('edNoFindings')}</p>
          ) : (
            <ul className="ed-findings">
              {inspection.findings.map((f, i) => (
                // The dictionary message says what is wrong; the detail names the items.
                <li key={i} className={`ed-finding ed-finding-${f.severity}`}>
                  {m(RULE_MESSAGES[f.rule])}{f.detail ? <span className="ed-finding-detail"> · {findingDetailText(f.rule, f.detail, locale)}</span> : null}
                  {ruleHint(f.rule) ? <span className="ed-finding-hint">{t(ruleHint(f.rule)!)}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </aside>
  )
})

/** Facts that are there only to warn (a fixed diameter the wires have outgrown): shown in the warning colour. */
const WARNING_FACTS: ReadonlySet<string> = new Set(['fixedDiameterShort'])

/** One fact: its label, and its value with unit, or a number field with an apply button when editable. */
function FactRow({ fact: stored, id, typeName, editable, onEdit, unit }: {
  readonly fact: Fact
  readonly id: string
  readonly typeName: string
  readonly editable: boolean
  readonly onEdit: FactEdit
  readonly unit: DisplayUnit
}) {
  const { t, locale } = useI18n()
  const label = t(`fact_${stored.key}` as UiKey)
  // Lengths show and are typed in the drawing's display unit; the engine gets millimetres.
  const isLength = stored.unit === 'mm'
  const fact = isLength && typeof stored.value === 'number' ? { ...stored, value: toDisplay(stored.value, unit) } : stored
  const symbol = isLength ? unitSymbol(unit) : unitText(stored.unit)
  const [draft, setDraft] = useState<number>(typeof fact.value === 'number' ? fact.value : NaN)
  // Text typed and not yet parsed: react-aria parses the field's text into `draft` only when the
  // field loses focus or on Enter, so the apply button is live while the designer types (its
  // press takes the focus, the field commits, then the edit runs with what was typed).
  const [typed, setTyped] = useState(false)
  // Enter or the button commits the field's text first; the edit runs after.
  const [pending, setPending] = useState(false)
  useEffect(() => {
    setDraft(typeof fact.value === 'number' ? fact.value : NaN)
    setTyped(false)
  }, [fact.value])
  const shown = typeof fact.value === 'number' ? fact.value : NaN
  const apply = () => {
    // An emptied field clears an optional value that is set, and shows any other value again;
    // the value as the field shows it is no edit.
    if (!Number.isFinite(draft)) {
      if (stored.optional && Number.isFinite(shown)) onEdit(id, typeName, stored.editable!, null)
      else setDraft(shown)
      return
    }
    if (unchangedNumber(draft, shown)) return
    // A value the field cannot take is said, and nothing is sent.
    const problem = numberProblem(stored.editable!, label, draft, stored.signed === true)
    if (problem) {
      notify('error', t(problem.problem, problem.values))
      setDraft(typeof fact.value === 'number' ? fact.value : NaN)
      return
    }
    onEdit(id, typeName, stored.editable!, isLength ? fromDisplay(draft, unit) : draft)
  }
  useEffect(() => {
    if (!pending) return
    setPending(false)
    setTyped(false)
    apply()
  }, [pending, draft])
  if (editable && fact.editable && typeof fact.value === 'string') {
    return <TextFactRow fact={fact} label={label} onApply={(text) => onEdit(id, typeName, stored.editable!, text)} />
  }
  if (editable && fact.editable && (typeof fact.value === 'number' || (fact.optional && fact.value === null))) {
    return (
      <div className="ed-fact ed-fact-edit">
        <NumberField value={draft} onChange={(next) => { setDraft(next); setTyped(false) }} formatOptions={{ maximumFractionDigits: FIELD_FRACTION_DIGITS, useGrouping: false }} className="ed-number">
          <Label>{label} ({symbol})</Label>
          <Input data-testid={`fact-${fact.key}`} {...documentHistory(!typed && (Number.isFinite(draft) ? unchangedNumber(draft, shown) : !Number.isFinite(shown)))}
            onInput={() => setTyped(true)} onKeyDown={(e) => { if (e.key === 'Enter') setPending(true) }} />
        </NumberField>
        <Button className="btn btn-secondary btn-sm" data-testid={`apply-${fact.key}`} onPress={() => setPending(true)} isDisabled={!typed && (Number.isFinite(draft) ? unchangedNumber(draft, shown) : !(stored.optional && Number.isFinite(shown)))}>{t('edApply')}</Button>
      </div>
    )
  }
  return (
    <div className={WARNING_FACTS.has(fact.key) ? 'ed-fact ed-fact-warn' : 'ed-fact'}>
      <dt>{label}</dt>
      <dd data-testid={`fact-${fact.key}`}>{valueText(fact, symbol, t, locale)}</dd>
    </div>
  )
}

/**
 * The attribute that gives a field's Ctrl+Z and Ctrl+Y to the document while `inStep` (the field
 * shows the record's value, no text typed since): see `historyOfDocument`.
 */
function documentHistory(inStep: boolean): Record<string, string> {
  return inStep ? { [DOCUMENT_HISTORY_ATTRIBUTE]: 'true' } : {}
}

/**
 * An editable text fact: a field (several lines for a table's cells, Ctrl+Enter applies there)
 * applied with Enter or its button, kept in step with the record when it changes elsewhere.
 */
function TextFactRow({ fact, label, onApply }: { readonly fact: Fact; readonly label: string; readonly onApply: (text: string) => void }) {
  const { t } = useI18n()
  const value = String(fact.value)
  const [draft, setDraft] = useState(value)
  useEffect(() => setDraft(value), [value])
  const multiline = fact.key === 'cells'
  const apply = () => { if (draft !== value) onApply(draft) }
  return (
    <div className="ed-fact ed-fact-edit">
      <TextField value={draft} onChange={setDraft} className="ed-number">
        <Label>{label}</Label>
        {multiline
          ? <TextArea rows={4} data-testid={`fact-${fact.key}`} {...documentHistory(draft === value)} onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) apply() }} />
          : <Input data-testid={`fact-${fact.key}`} {...documentHistory(draft === value)} onKeyDown={(e) => { if (e.key === 'Enter') apply() }} />}
      </TextField>
      <Button className="btn btn-secondary btn-sm" onPress={apply} isDisabled={draft === value}>{t('edApply')}</Button>
    </div>
  )
}

/** Numbers as a harness drawing prints them: at most two decimals, no grouping (a length reads 1234.5). */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false })

function unitText(unit: Fact['unit']): string {
  return unit === 'mm2' ? 'mm²' : unit
}

function valueText(fact: Fact, symbol: string, t: ReturnType<typeof useI18n>['t'], locale: Locale): string {
  if (fact.value === null || fact.value === '') return t('edNone')
  // A list (a segment's protections): part numbers as they are, wrapping codes named, separated as the language separates items.
  if (typeof fact.value === 'object') {
    const items = fact.value
    return items.length === 0 ? t('edNone') : items.map((v) => choiceName(v, locale)).join(locale === 'en' ? ', ' : '、')
  }
  // A protection's material and winding, a node's kind: coded values, named in the interface language.
  if (typeof fact.value === 'string' && (fact.key === 'material' || fact.key === 'winding')) return choiceName(fact.value, locale)
  if (typeof fact.value === 'string' && fact.key === 'nodeKind') return t(`edNodeKind_${fact.value}` as 'edNodeKind_branch')
  if (typeof fact.value === 'string' && fact.key === 'groupKind') return t(`edGroupKind_${fact.value}` as 'edGroupKind_twisted')
  if (typeof fact.value === 'boolean') return fact.value ? t('edYes') : t('edNo')
  if (typeof fact.value === 'number') {
    const text = NUMBER.format(fact.value)
    return symbol === '' ? text : `${text} ${symbol}`
  }
  return fact.value
}

/** A titled list of records beside the inspected one; a click selects the record. Nothing when empty. */
function RelatedList({ title, items, testId, onSelect, limit, ownerId }: {
  readonly title: string
  readonly items: Inspection['related']
  readonly testId: string
  readonly onSelect: (id: string) => void
  /** How many to list; the rest are one button that selects the record they belong to (`ownerId`), which lists them all. */
  readonly limit: number
  readonly ownerId: string
}) {
  const { t } = useI18n()
  if (items.length === 0) return null
  const rest = items.length - limit
  return (
    <>
      <h3 className="ed-subtitle">{title} ({items.length})</h3>
      <ul className="ed-related" data-testid={testId}>
        {(rest > 0 ? items.slice(0, limit) : items).map((r) => (
          <li key={r.id}><button type="button" className="ed-link" data-id={r.id} onClick={() => onSelect(r.id)}>{r.title}</button></li>
        ))}
        {rest > 0 ? <li><button type="button" className="ed-link ed-muted" data-testid={`${testId}-more`} onClick={() => onSelect(ownerId)}>{t('edRelatedMore', { count: rest })}</button></li> : null}
      </ul>
    </>
  )
}
