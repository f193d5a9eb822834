import { LIBRARY_PART_KINDS, parameterOf, type LibraryView, type PartView } from '@harness/protocol'
import { useEffect, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { exportParts, listLibraries, listParts } from '../api/libraryApi'
import { saveBlob } from '../ui/saveBlob'
import { reportFailure } from '../ui/reportFailure'
import { navigate, routerState } from '../app/router'
import { Pager } from '../forum/Pager'
import { formatForumDate } from '../forum/forumDate'
import { useI18n, type I18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { PageHeader } from '../ui/PageHeader'
import { SelectField } from '../ui/SelectField'
import { Spinner } from '../ui/Spinner'
import { useRemote } from '../ui/useRemote'
import { CompareDialog } from './CompareDialog'
import { ImportPartsDialog } from './ImportPartsDialog'
import { DEFAULT_LIBRARY_QUERY, PART_PAGE_SIZE, fitRanges, librarySearch, parseLibraryQuery, partListParams, type LibraryQuery } from './libraryQuery'
import { PartFormDialog, type TargetLibrary } from './PartFormDialog'
import { PartSymbol } from './PartSymbol'
import { kindName, parameterSummary } from './partText'
import { notify } from '../state/noticeState'
import { readTypedNumber } from './partErrors'
import { quotedWords } from '../search/searchHits'

/** The route of the part library. */
export const LIBRARY_PATH = '/library'

/** The name of a library in the interface language. */
export function libraryName(t: I18n['t'], library: Pick<LibraryView, 'scope' | 'name'>): string {
  return library.scope === 'builtin' ? t('libraryBuiltin') : library.scope === 'global' ? t('libraryGlobal') : t('libraryTeam', { name: library.name })
}

/** The library a part lives in, as its badge reads. */
function partLibraryName(t: I18n['t'], libraries: readonly LibraryView[], part: PartView): string {
  const team = part.scope === 'team' ? libraries.find((l) => l.scope === 'team' && l.teamId === part.teamId) : undefined
  return libraryName(t, team ?? { scope: part.scope, name: '' })
}

/** Where "new part" saves: the selected library when the caller manages it, else the first they manage (team first). */
function targetsOf(libraries: readonly LibraryView[]): TargetLibrary[] {
  return libraries.filter((l) => l.canManage && l.scope !== 'builtin').map((l) => ({ id: l.scope === 'global' ? 'global' : l.teamId!, view: l }))
}

/**
 * The part library (/library): the caller's libraries (team, global, built in) to choose from,
 * part kinds down the side, a search over part numbers (with or without separators), Chinese and
 * Latin descriptions, a "fits" value per range of the chosen kind (a terminal for 1.5 mm², a seal
 * for a 2.4 mm wire), sorting, paging, and up to four parts compared side by side. The filters
 * live in the URL. Rows open the part's page; managers add parts.
 */
export function LibraryPage() {
  const { t, locale } = useI18n()
  const { search } = useSnapshot(routerState)
  const query = parseLibraryQuery(search)
  const [text, setText] = useState(query.q)
  const [fits, setFits] = useState<Record<string, string>>({})
  const [picked, setPicked] = useState<readonly PartView[]>([])
  const [comparing, setComparing] = useState(false)
  const [creating, setCreating] = useState(false)
  const [importing, setImporting] = useState<File | null>(null)
  const libraries = useRemote('libraries', listLibraries)
  const parts = useRemote(`parts:${search}`, () => listParts(partListParams(query)))
  const known = libraries.state.kind === 'ready' ? libraries.state.data : []
  const targets = targetsOf(known)

  useEffect(() => setText(query.q), [query.q])
  useEffect(() => setFits(Object.fromEntries(Object.entries(query.fits).map(([k, v]) => [k, String(v)]))), [search])

  const [exporting, setExporting] = useState(false)
  const download = async (format: 'xlsx' | 'csv') => {
    const { page: _page, pageSize: _size, ...params } = partListParams(query)
    setExporting(true)
    try {
      const file = await exportParts(params, format)
      saveBlob(file.blob, file.fileName ?? `parts.${format}`)
    } catch (error) {
      reportFailure(error)
    } finally {
      setExporting(false)
    }
  }
  const go = (next: Partial<LibraryQuery>) => void navigate(LIBRARY_PATH + librarySearch({ ...query, page: 1, ...next }))
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    const read: Record<string, number> = {}
    for (const [key, raw] of Object.entries(fits)) {
      const value = readTypedNumber(raw)
      // A value that does not read as a number is said, not dropped: the list stays as it was.
      if (value !== null && !Number.isFinite(value)) return notify('error', t('libraryFitUnreadable', { value: raw.trim() }))
      if (value !== null) read[key] = value
    }
    go({ q: text, fits: read })
  }
  const sortBy = (key: string) => go({ sort: key, descending: query.sort === key ? !query.descending : false })
  const sortMark = (key: string) => (query.sort === key ? (query.descending ? ' ▾' : ' ▴') : '')
  const ariaSort = (key: string) => (query.sort === key ? (query.descending ? 'descending' : 'ascending') : 'none')
  const toggle = (part: PartView) => setPicked((list) => (list.some((p) => p.partId === part.partId) ? list.filter((p) => p.partId !== part.partId) : list.length >= 4 ? list : [...list, part]))

  const libraryOptions = [
    { id: 'all', label: t('libraryAll') },
    ...known.map((l) => ({ id: l.scope === 'team' ? String(l.teamId) : l.scope, label: `${libraryName(t, l)} · ${t('libraryPartCount', { count: l.parts })}` })),
  ]

  return (
    <section className="ws-page library-page" aria-labelledby="library-title">
      <PageHeader titleId="library-title" title={t('pageLibrary')} subtitle={t('librarySubtitle')}>
        <div className="ws-page-actions">
          <SelectField size="sm" label={t('libraryChoice')} hideLabel value={String(query.library)} options={libraryOptions} testId={TestIds.libraryChoice}
            onChange={(id) => go({ library: id === 'all' || id === 'builtin' || id === 'global' ? id : Number(id) })} />
          {targets.length > 0 ? (
            <>
              <label className="btn btn-secondary btn-sm library-import" title={t('libraryImportHint')} data-testid={TestIds.libraryImport}>
                <Icon name="import" size={15} />{t('libraryImport')}
                <input type="file" accept=".kbl,.xml,.yml,.yaml,.harness,.xlsx,.csv" className="visually-hidden" data-testid={TestIds.libraryImportInput}
                  onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) setImporting(file) }} />
              </label>
              <GuardedButton size="sm" testId={TestIds.libraryNewPart} onClick={() => setCreating(true)}><Icon name="plus" size={15} />{t('libraryNewPart')}</GuardedButton>
            </>
          ) : null}
        </div>
      </PageHeader>
      <div className="library-layout">
        <nav className="ws-card library-kinds" aria-label={t('libraryKinds')} data-testid={TestIds.libraryKinds}>
          <button type="button" className={`library-kind${query.kind === null ? ' library-kind-active' : ''}`} aria-pressed={query.kind === null} onClick={() => go({ kind: null, fits: {}, sort: 'partNumber' })}>
            <Icon name="library" size={22} /><span>{t('libraryKindAll')}</span>
          </button>
          {LIBRARY_PART_KINDS.map((kind) => (
            <button key={kind} type="button" data-kind={kind} className={`library-kind${query.kind === kind ? ' library-kind-active' : ''}`} aria-pressed={query.kind === kind}
              onClick={() => go({ kind, fits: {}, sort: 'partNumber' })}>
              <PartSymbol kind={kind} params={{}} size={22} /><span>{kindName(kind, locale)}</span>
            </button>
          ))}
        </nav>
        <div className="library-main">
          <form className="ws-card library-toolbar" role="search" onSubmit={onSearch}>
            <input className="input library-search" type="search" value={text} aria-label={t('librarySearchLabel')} placeholder={t('librarySearchPlaceholder')}
              data-testid={TestIds.librarySearch} onChange={(e) => setText(e.target.value)} />
            {fitRanges(query.kind).map((range) => {
              const unit = query.kind ? (parameterOf(query.kind, range.low)?.unit ?? '') : ''
              return (
                <label key={range.low} className="library-fit">
                  <span>{t('libraryFits', { name: locale === 'en' ? range.en : range.zh })}</span>
                  <input className="input" inputMode="decimal" value={fits[range.low] ?? ''} data-testid={TestIds.libraryFit} data-key={range.low}
                    onChange={(e) => setFits((f) => ({ ...f, [range.low]: e.target.value }))} />
                  {unit ? <span className="ws-muted">{unit}</span> : null}
                </label>
              )
            })}
            <SelectField size="sm" label={t('libraryStatus')} hideLabel value={query.status ?? 'any'} testId={TestIds.libraryStatus}
              options={[{ id: 'any', label: t('libraryStatusAll') }, { id: 'normal', label: t('partStatusNormal') }, { id: 'invalid', label: t('partStatusInvalid') }]}
              onChange={(id) => go({ status: id === 'any' ? null : id })} />
            <button type="submit" className="btn btn-secondary btn-sm" data-testid={TestIds.librarySearchSubmit}>{t('librarySearch')}</button>
            <span className="library-toolbar-end">
              {(['xlsx', 'csv'] as const).map((format) => (
                <GuardedButton key={format} size="sm" variant="ghost" disabled={exporting} testId={`${TestIds.libraryExport}-${format}`} onClick={() => void download(format)}>
                  <Icon name="download" size={15} />{t(format === 'xlsx' ? 'libraryExportXlsx' : 'libraryExportCsv')}
                </GuardedButton>
              ))}
              <GuardedButton size="sm" variant="secondary" disabled={picked.length < 2} testId={TestIds.libraryCompare} onClick={() => setComparing(true)}>
                <Icon name="compare" size={15} />{t('libraryCompare', { count: picked.length })}
              </GuardedButton>
            </span>
          </form>
          {parts.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
          {parts.state.kind === 'ready' ? (
            <div className="ws-card library-results">
              {parts.state.data.relaxedWords ? (
                <p className="library-relaxed" data-testid={TestIds.libraryRelaxed}>{t('libraryRelaxed', { q: query.q, words: quotedWords(parts.state.data.relaxedWords, locale) })}</p>
              ) : null}
              <p className="ws-muted library-total" data-testid={TestIds.libraryTotal}>{t('libraryTotal', { count: parts.state.data.total })} · {t('libraryCompareHint')}</p>
              {parts.state.data.parts.length === 0 ? <p className="ws-empty" data-testid={TestIds.libraryEmpty}>{t('libraryEmpty')}</p> : (
                <table className="ws-table library-table" data-testid={TestIds.libraryTable} aria-busy={parts.busy}>
                  <thead>
                    <tr>
                      <th scope="col" className="library-pick"><span className="visually-hidden">{t('libraryCompareHint')}</span></th>
                      <th scope="col" aria-sort={ariaSort('partNumber')}><button type="button" className="th-sort" onClick={() => sortBy('partNumber')}>{t('partNumber')}{sortMark('partNumber')}</button></th>
                      <th scope="col">{t('partDescription')}</th>
                      <th scope="col">{t('partKind')}</th>
                      <th scope="col">{t('partParameters')}</th>
                      <th scope="col">{t('partLibrary')}</th>
                      <th scope="col">{t('partStatus')}</th>
                      <th scope="col" aria-sort={ariaSort('updatedAt')}><button type="button" className="th-sort" onClick={() => sortBy('updatedAt')}>{t('partUpdated')}{sortMark('updatedAt')}</button></th>
                    </tr>
                  </thead>
                  <tbody>
                    {parts.state.data.parts.map((part) => (
                      <tr key={part.partId} data-testid={TestIds.libraryRow} data-part-number={part.partNumber} className={part.status === 'invalid' ? 'library-row-invalid' : undefined}>
                        <td className="library-pick">
                          <input type="checkbox" checked={picked.some((p) => p.partId === part.partId)} aria-label={t('librarySelect', { partNumber: part.partNumber })}
                            disabled={picked.length >= 4 && !picked.some((p) => p.partId === part.partId)} onChange={() => toggle(part)} />
                        </td>
                        <td><Link to={`/part?partId=${part.partId}`} className="library-part-number">{part.partNumber}</Link></td>
                        <td className="library-description">{part.description}</td>
                        <td className="library-kind-cell"><PartSymbol kind={part.kind} params={part.params} size={20} />{kindName(part.kind, locale)}</td>
                        <td className="library-params">{parameterSummary(part, locale)}</td>
                        <td><span className={`badge library-badge-${part.scope}`}>{partLibraryName(t, known, part)}</span></td>
                        <td>{part.status === 'invalid' ? <span className="badge badge-danger">{t('partStatusInvalid')}</span> : t('partStatusNormal')}</td>
                        <td className="ws-muted">{formatForumDate(part.updatedAt, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <Pager page={parts.state.data.page} pageSize={PART_PAGE_SIZE} total={parts.state.data.total} onPage={(page) => void navigate(LIBRARY_PATH + librarySearch({ ...query, page }))} />
            </div>
          ) : null}
        </div>
      </div>
      {importing && targets.length > 0 ? (
        <ImportPartsDialog file={importing} target={targets.find((x) => x.id === query.library) ?? targets[0]!} onClose={() => setImporting(null)}
          onImported={() => { setImporting(null); libraries.reload(); parts.reload() }} />
      ) : null}
      {comparing ? <CompareDialog parts={picked} onClose={() => setComparing(false)} /> : null}
      {creating ? (
        <PartFormDialog targets={targets} initialKind={query.kind ?? 'connector'} preferred={query.library === DEFAULT_LIBRARY_QUERY.library ? null : query.library}
          onClose={() => setCreating(false)} onSaved={(partId) => void navigate(`/part?partId=${partId}`)} />
      ) : null}
    </section>
  )
}
