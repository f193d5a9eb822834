import { COLOUR_CODES, ISO_6722_DIAMETERS, PROTECTION_MATERIALS, WINDING_TYPES, WIRE_GAUGES } from '@harness/protocol'
import { DEFAULT_SETTINGS, DEFAULT_SPOT_TURNS, EMPIRICAL_TAPE_CORRECTION, GEOMETRY_TOLERANCE, SHEATH_PITCH, TOP_PARENT_DEFAULTS, createProtection } from '@harness/engine'
import type { ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { TestIds } from '../testIds'
import { PageHeader } from '../ui/PageHeader'
import { queryParam } from '../app/router'
import { DictionaryTablesPanel } from './DictionaryTablesPanel'
import { choiceName, formatNumber } from './partText'

/** One table of the dictionary: its rows as cells, its header and where its values come from. */
function DictionaryTable({ head, rows, source, testId }: { readonly head: readonly string[]; readonly rows: readonly (readonly ReactNode[])[]; readonly source: string; readonly testId: string }) {
  return (
    <div className="dict-table">
      <table className="ws-table" data-testid={testId}>
        <thead><tr>{head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
        <tbody>{rows.map((cells, i) => <tr key={i}>{cells.map((c, k) => <td key={k}>{c}</td>)}</tr>)}</tbody>
      </table>
      <p className="ws-muted dict-source">{source}</p>
    </div>
  )
}

/** The dictionary's tabs: their ids (the `tab` query parameter) and labels. */
const TABS: readonly (readonly [string, UiKey])[] = [
  ['colours', 'dictColours'], ['gauges', 'dictGauges'], ['iso6722', 'dictIso6722'], ['wrapping', 'dictWrapping'], ['defaults', 'dictDefaults'], ['tables', 'dictTablesTab'],
]

/**
 * The dictionary of standard parameters (/dictionary): wire colour codes (IEC 60757 with Chinese
 * names and the German abbreviations of KBL files), American wire gauges with their metric sizes
 * (SAE J1128 sizes by the gauge's definition), the largest outer diameters of ISO 6722-1 by wall
 * (the thin wall is what the engine takes for a wire stating none), the wrapping types of
 * specification section 9 with the defaults a new run starts with, the engine's own defaults, each
 * with where it comes from, and the tables teams keep themselves. The KBL importer reads the colour
 * table; the defaults shown are the engine's own constants.
 */
export function DictionaryPage() {
  const { t, locale } = useI18n()
  const n = (v: number, digits = 3) => formatNumber(Number(v.toFixed(digits)), locale)
  const mmCell = (v: number | null) => (v === null ? '—' : `${n(v, 2)} mm`)
  const tape = createProtection({ segmentId: 's' as never, start: 0 as never, end: 1 as never })
  const panels: Record<string, ReactNode> = {
    colours: (
      <DictionaryTable testId={TestIds.dictColours} source={t('dictColoursSource')}
        head={[t('dictCode'), t('dictColourZh'), t('dictColourEn'), t('dictColourDe'), '']}
        rows={COLOUR_CODES.map((c) => [<strong key="c">{c.code}</strong>, c.zh, c.en, c.de.join(', '), <span key="s" className="dict-swatch" style={{ background: c.swatch }} aria-hidden="true" />])} />
    ),
    gauges: (
      <DictionaryTable testId={TestIds.dictGauges} source={t('dictGaugesSource')}
        head={['AWG', t('dictDiameter'), t('dictArea'), t('dictNearestMetric')]}
        rows={WIRE_GAUGES.map((g) => [g.awg, `${n(g.diameter)} mm`, `${n(g.area)} mm²`, `${n(g.nearestMetric, 2)} mm²`])} />
    ),
    iso6722: (
      <DictionaryTable testId={TestIds.dictIso6722} source={t('dictIso6722Source')}
        head={[t('dictArea'), t('dictThickWall'), t('dictThinWallColumn'), t('dictUltraThinWall')]}
        rows={ISO_6722_DIAMETERS.map((r) => [
          `${n(r.csa, 2)} mm²`, mmCell(r.thick),
          r.thinTypeA === undefined ? mmCell(r.thin) : t('dictThinTypes', { b: mmCell(r.thin), a: mmCell(r.thinTypeA) }),
          mmCell(r.ultraThin),
        ])} />
    ),
    wrapping: (
      <>
        <DictionaryTable testId={TestIds.dictWrapping} source={t('dictWrappingSource')}
          head={[t('dictMaterial'), t('dictApplied')]}
          rows={PROTECTION_MATERIALS.map((m) => [choiceName(m, locale), t(m.endsWith('Tape') ? 'dictAppliedWound' : 'dictAppliedSlid')])} />
        <DictionaryTable testId={TestIds.dictWindings} source={t('dictWindingsSource')}
          head={[t('dictWinding')]}
          rows={WINDING_TYPES.map((w) => [choiceName(w, locale)])} />
        <DictionaryTable testId={TestIds.dictWrappingDefaults} source={t('dictWrappingDefaultsSource')}
          head={[t('dictParameter'), t('dictValue')]}
          rows={[
            [t('dictTapeWidth'), `${n(tape.width)} mm`], [t('dictTapeThickness'), `${n(tape.thickness)} mm`], [t('dictOverlap'), n(tape.overlap)],
            [t('dictSpotTurns'), String(DEFAULT_SPOT_TURNS)], [t('dictTapeCorrection'), n(EMPIRICAL_TAPE_CORRECTION)],
          ]} />
      </>
    ),
    tables: <DictionaryTablesPanel />,
    defaults: (
      <DictionaryTable testId={TestIds.dictDefaults} source={t('dictDefaultsSource')}
        head={[t('dictParameter'), t('dictValue')]}
        rows={[
          [t('dictPackingFactor'), n(DEFAULT_SETTINGS.packingFactor)],
          [t('dictPercentAddOn'), `${n(DEFAULT_SETTINGS.lengthRules.percentAddOn)} %`],
          [t('dictJunctionAddOn'), `${n(DEFAULT_SETTINGS.lengthRules.junctionAddOn)} mm`],
          [t('dictLayPitch'), `${n(DEFAULT_SETTINGS.wire.layPitch)} mm`],
          [t('dictSheathPitch'), `${n(SHEATH_PITCH)} mm`],
          [t('dictTopParent'), t('dictTopParentValue', { pitch: n(TOP_PARENT_DEFAULTS.pitch), od: n(TOP_PARENT_DEFAULTS.od), gap: n(TOP_PARENT_DEFAULTS.gap) })],
          [t('dictTolerance'), String(GEOMETRY_TOLERANCE)],
        ]} />
    ),
  }
  return (
    <section className="ws-page dict-page" aria-labelledby="dict-title">
      <PageHeader titleId="dict-title" title={t('pageDictionary')} subtitle={t('dictSubtitle')} />
      <div className="ws-card">
        <Tabs className="dict-tabs" defaultSelectedKey={TABS.some(([id]) => id === queryParam('tab')) ? queryParam('tab')! : 'colours'}>
          <TabList aria-label={t('pageDictionary')} className="dict-tablist">
            {TABS.map(([id, label]) => <Tab key={id} id={id} className="dict-tab" data-testid={`dict-tab-${id}`}>{t(label)}</Tab>)}
          </TabList>
          {TABS.map(([id]) => <TabPanel key={id} id={id} className="dict-panel">{panels[id]}</TabPanel>)}
        </Tabs>
      </div>
    </section>
  )
}
