import { useCallback, useState } from 'react'
import { Input, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import type { CatalogPart, LibraryPartKind, MessageKey } from '@harness/protocol'
import { OUTLINE_TYPES, type EngineClient, type FindingRow, type OutlineRow, type OutlineType } from '../../../workers/src/client/engineClient'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { extendsSelection } from './listSelection'
import { findingDetailText } from './findingDetail'
import { nameParts } from './nameParts'
import { ruleHint } from './ruleHints'
import { PartPanel } from './PartPanel'
import { WindowedList } from './WindowedList'
import { choiceName } from '../library/partText'

/** Height of a design-rule finding's row: its message over its items and hint. */
const FINDING_ROW_PX = 44

const TYPE_KEYS: Readonly<Record<OutlineType, UiKey>> = {
  connector: 'edType_connector', wire: 'edType_wire', segment: 'edType_segment', splice: 'edType_splice', protection: 'edType_protection',
}

/**
 * The editor's left panel: the harness outline (connectors, wires, segments, splices,
 * protections, with a filter over names), the part panel (the library to place from) and the design-rule check list with the dictionary
 * messages of the specification. Both are windowed lists fed by the worker, so they stay smooth at
 * 100,000 rows; a row selects its records on the canvas.
 */
export function SidePanel({ engine, version, live = true, findingsStamp = 0, findingCount, onSelect, onSelectType, parts, pickedPart, editable, onPickPart, applicable, onApplyPart }: {
  readonly engine: EngineClient
  readonly version: number
  /** False until the drawing's first view is shown: the lists ask the worker for nothing before. */
  readonly live?: boolean
  /** Changes when the findings changed without a new version (the part library was set). */
  readonly findingsStamp?: number
  readonly findingCount: number
  /** Selects a row's records; `extend` (Shift, Ctrl or ⌘ held) adds them to the selection or takes them out. */
  readonly onSelect: (ids: readonly string[], extend: boolean) => void
  /** Selects every record of a type (select by type). */
  readonly onSelectType: (type: OutlineType) => void
  /** The library parts the file's team sees, for the part panel. */
  readonly parts: readonly CatalogPart[]
  readonly pickedPart: string | null
  readonly editable: boolean
  readonly onPickPart: (part: CatalogPart) => void
  /** How many selected records a part of a kind would go to. */
  readonly applicable: (kind: LibraryPartKind) => number
  /** Gives a library part to the selected records it fits. */
  readonly onApplyPart: (part: CatalogPart) => void
}) {
  const { t, m, locale } = useI18n()
  const [type, setType] = useState<OutlineType>('connector')
  const [filter, setFilter] = useState('')
  // Until the drawing's first view is shown the lists stay empty (their rows would be asked for ahead of its tiles).
  const loadOutline = useCallback(async (offset: number, limit: number) => {
    if (!live) return { total: 0, rows: [] as OutlineRow[] }
    const answer = await engine.api.outline(type, filter, offset, limit)
    return answer.ok ? answer : { total: 0, rows: [] as OutlineRow[] }
  }, [engine, type, filter, live])
  const loadFindings = useCallback(async (offset: number, limit: number) => (live ? engine.api.findings(offset, limit) : { total: 0, rows: [] as FindingRow[] }), [engine, live])

  return (
    <aside className="ed-side" data-guide="side">
      <Tabs defaultSelectedKey="outline" className="ed-side-tabs">
        <TabList aria-label={t('edSidePanel')} className="ed-side-tablist">
          <Tab id="outline" className="ed-side-tab">{t('edOutline')}</Tab>
          <Tab id="findings" className="ed-side-tab" data-testid="findings-tab">{t('edFindingsTab')} ({findingCount})</Tab>
          <Tab id="parts" className="ed-side-tab" data-testid="parts-tab">{t('edParts')}</Tab>
        </TabList>
        <TabPanel id="outline" className="ed-side-body">
          <div className="ed-type-row" role="group" aria-label={t('edOutline')}>
            {OUTLINE_TYPES.map((k) => (
              <button key={k} type="button" className={`ed-chip${k === type ? ' ed-chip-on' : ''}`} aria-pressed={k === type} onClick={() => setType(k)}>{t(TYPE_KEYS[k])}</button>
            ))}
          </div>
          <div className="ed-filter-row">
            <SearchField value={filter} onChange={setFilter} aria-label={t('edFilter')} className="ed-search">
              <Input placeholder={t('edFilter')} data-testid="outline-filter" />
            </SearchField>
            <button type="button" className="btn btn-secondary btn-sm" data-testid="select-type" onClick={() => onSelectType(type)}>{t('edSelectType')}</button>
          </div>
          <WindowedList<OutlineRow> load={loadOutline} loadKey={`${type}|${filter}|${version}|${live}`} label={t('edOutline')} testId="outline-list"
            render={(row) => (
              <OutlineRowButton row={row} detail={[...(row.codes ?? []).map((code) => choiceName(code, locale)), row.detail].join(' · ')} onSelect={onSelect} />
            )} />
        </TabPanel>
        <TabPanel id="findings" className="ed-side-body">
          <WindowedList<FindingRow> load={loadFindings} loadKey={`${version}|${findingsStamp}|${live}`} label={t('edFindings')} testId="findings-list" rowPx={FINDING_ROW_PX} empty={t('edNoFindings')}
            render={(row) => (
              <button type="button" className={`ed-row-button ed-finding-row ed-finding-${row.severity}`} onClick={(e) => onSelect(row.ids, extendsSelection(e))}
                // Two lines: what is wrong (the dictionary message), then where and what to do; the tooltip gives all of it.
                title={`${m(row.message as MessageKey)}${row.detail ? ` · ${findingDetailText(row.rule, row.detail, locale)}` : ''}${ruleHint(row.rule) ? ` · ${t(ruleHint(row.rule)!)}` : ''}`}>
                <span className="ed-row-title">{m(row.message as MessageKey)}</span>
                <span className="ed-row-detail">{findingDetailText(row.rule, row.detail, locale)}{ruleHint(row.rule) ? ` · ${t(ruleHint(row.rule)!)}` : ''}</span>
              </button>
            )} />
        </TabPanel>
        <TabPanel id="parts" className="ed-side-body">
          <PartPanel parts={parts} picked={pickedPart} editable={editable} onPick={onPickPart} applicable={applicable} onApply={onApplyPart} />
        </TabPanel>
      </Tabs>
    </aside>
  )
}

/**
 * One row of the outline: the name, cut in its middle when too long (its start and its
 * distinguishing end both show, see nameParts), and its detail; the tooltip gives both whole.
 */
function OutlineRowButton({ row, detail, onSelect }: { row: OutlineRow; detail: string; onSelect: (ids: readonly string[], extend: boolean) => void }) {
  const { head, tail } = nameParts(row.title)
  return (
    <button type="button" className="ed-row-button" data-id={row.id} title={detail ? `${row.title} · ${detail}` : row.title} onClick={(e) => onSelect([row.id], extendsSelection(e))}>
      <span className="ed-row-title" data-testid="outline-row-title">
        <span className="ed-row-title-head">{head}</span>{tail ? <span className="ed-row-title-tail">{tail}</span> : null}
      </span>
      <span className="ed-row-detail">{detail}</span>
    </button>
  )
}
