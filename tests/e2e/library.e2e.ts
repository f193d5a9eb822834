import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { LibraryPaths, ProjectPaths, TeamPaths, type CavityId, type ConnectorId, type NodeId, type WireId } from '@harness/protocol'
import { createCavity, createConnector, createNode, createSegment, createTerminal, createWire, encodeDocument, pinCentre, pinLayout, type Mm } from '@harness/engine'
import { uploadHarness } from './projectFiles'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot, WAIT } from './browser'
import { callAs, registerPerson, signIn, type Person } from './people'
import { startProductServer, type ProductServer } from './productServer'

/**
 * A team's engineer works with the part library in Debian's Chromium against the built product:
 * browses the built-in parts by kind, finds terminals that fit a 1.5 mm² wire, finds parts by a
 * Chinese word and by a part-number fragment typed without separators, adds a terminal to the
 * team's library (a wrong range is refused under its field first), links it to a team housing,
 * compares two terminals side by side, and marks the new one invalid.
 */
let product: ProductServer
let browser: Browser
let engineer: Person
/** The harness file the design-rule test opens (the palette test opens it again). */
let checkedFileId = 0
const TEAM = '线束零件组'

const rows = (person: Person) => person.page.getByTestId(TestIds.libraryRow)

/** Adds a table to the team's dictionary from CSV `lines` as the engineer, through the dictionary page's dialog. */
async function addTeamTable(name: string, source: string, lines: readonly string[]): Promise<void> {
  const page = engineer.page
  await page.goto('/dictionary')
  await page.getByTestId('dict-tab-tables').click()
  await page.getByTestId(TestIds.dictTableNew).click()
  const dialog = page.getByTestId(TestIds.dictTableDialog)
  await dialog.getByTestId(TestIds.dictTableName).fill(name)
  await dialog.getByTestId(TestIds.dictTableSourceField).fill(source)
  await dialog.getByTestId(TestIds.dictTableFile).setInputFiles({ name: 'table.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) })
  await page.getByTestId(TestIds.dictTableSave).click()
  await expect.poll(() => page.getByTestId(TestIds.dictTableDialog).count(), WAIT).toBe(0)
}
const rowNumbers = async (person: Person) => rows(person).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-part-number')))

/** Opens the team's library and answers how to read its part count, once it shows parts. */
async function openTeamLibrary(): Promise<() => Promise<number>> {
  const page = engineer.page
  const teams = await page.evaluate(async () => (await (await fetch('/api/team/listTeams')).json()) as { data: { teamId: number }[] })
  await page.goto(`/library?library=${teams.data[0]!.teamId}`)
  const total = async () => Number(/共 (\d+) 个零件/.exec((await page.getByTestId(TestIds.libraryTotal).textContent()) ?? '')?.[1] ?? NaN)
  await expect.poll(total, WAIT).toBeGreaterThan(0)
  return total
}

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000', REGISTRATION: 'open' })
  browser = await launchBrowser()
  engineer = await registerPerson(product, browser, 'parts')
  await signIn(engineer)
  expect((await callAs(engineer, TeamPaths.createTeam, { name: TEAM })).code).toBe(200)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('the part library', () => {
  it('shows the built-in parts by kind, and the terminals that fit a 1.5 mm² wire', async () => {
    const page = engineer.page
    await page.goto('/library')
    await expect.poll(() => rows(engineer).count(), WAIT).toBeGreaterThan(20)
    await screenshot(page, '50-library')
    await page.getByTestId(TestIds.libraryKinds).locator('button[data-kind="terminal"]').click()
    await page.waitForURL(/kind=terminal/)
    await page.locator(`[data-testid="${TestIds.libraryFit}"][data-key="csaMin"]`).fill('1.5')
    await page.getByTestId(TestIds.librarySearchSubmit).click()
    await page.waitForURL(/fit\.csaMin=1\.5/)
    await expect.poll(() => rowNumbers(engineer), WAIT).toEqual(['HB-T-F-1-2.5', 'HB-T-M-1-2.5'])
    await screenshot(page, '51-library-fits')
  })

  it('finds parts by a Chinese word and by a part-number fragment without separators', async () => {
    const page = engineer.page
    await page.goto('/library')
    await page.getByTestId(TestIds.librarySearch).fill('防水栓')
    await page.getByTestId(TestIds.librarySearchSubmit).click()
    await expect.poll(() => rows(engineer).count(), WAIT).toBe(5)
    await page.getByTestId(TestIds.librarySearch).fill('hbtf1')
    await page.getByTestId(TestIds.librarySearchSubmit).click()
    await expect.poll(() => rowNumbers(engineer), WAIT).toEqual(['HB-T-F-1-2.5'])
    expect(await page.getByTestId(TestIds.libraryRelaxed).count()).toBe(0)
    // No part says 防水护套 as typed; the housings say 防水母护套: the list says it looked for the pieces.
    await page.getByTestId(TestIds.librarySearch).fill('防水护套')
    await page.getByTestId(TestIds.librarySearchSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.libraryRelaxed).textContent(), WAIT).toBe('没有零件完全包含“防水护套”，以下零件同时包含 “防水”“护套”')
    // The sealed housings only: 非防水母护套 (unsealed) does not hold 防水.
    await expect.poll(() => rows(engineer).count(), WAIT).toBe(7)
    await screenshot(page, '56-library-relaxed')
  })

  it('adds a terminal to the team library: a wrong range is refused under its field, then it saves', async () => {
    const page = engineer.page
    await page.goto('/library?kind=terminal')
    await page.getByTestId(TestIds.libraryNewPart).click()
    const form = page.getByTestId(TestIds.partForm)
    await form.getByTestId(TestIds.partFormNumber).fill('DJ7041-1.5-21')
    await form.getByTestId(TestIds.partFormDescription).fill('母端子 1.5 系列，镀锡')
    await form.getByTestId(`${TestIds.partFormParam}-csaMin`).fill('3')
    await form.getByTestId(`${TestIds.partFormParam}-csaMax`).fill('2.5')
    await form.getByTestId(`${TestIds.partFormParam}-stripLength`).fill('4.5')
    await page.getByTestId(TestIds.partFormSave).click()
    await expect.poll(() => form.locator('[data-key="csaMax"] [role="alert"]').textContent(), WAIT).toBe('最大截面积不能小于最小截面积')
    await screenshot(page, '52-part-form-refused')
    await form.getByTestId(`${TestIds.partFormParam}-csaMin`).fill('1')
    await page.getByTestId(TestIds.partFormSave).click()
    await page.waitForURL(/\/part\?partId=\d+/)
    await expect.poll(() => page.getByTestId(TestIds.partParams).locator('[data-key="csaMax"] dd').textContent(), WAIT).toBe('2.5 mm²')
    await screenshot(page, '53-part-page')
  })

  it('links the terminal to a team housing from the housing\'s page', async () => {
    const page = engineer.page
    const teams = await page.evaluate(async () => (await (await fetch('/api/team/listTeams')).json()) as { data: { teamId: number }[] })
    const created = await callAs(engineer, LibraryPaths.createPart, {
      library: teams.data[0]!.teamId, kind: 'connector', partNumber: 'TEAM-C-06', description: '6 孔防水护套', params: { cavityCount: 6, rows: 2, sealed: true },
    }) as { code: number; data?: { partId: number } }
    expect(created.code).toBe(200)
    await page.goto(`/part?partId=${created.data!.partId}`)
    await page.locator(`[data-testid="${TestIds.partLinksEdit}"][data-relation="terminal"]`).click()
    const editor = page.getByTestId(TestIds.partLinkEditor)
    await editor.getByTestId(TestIds.partLinkSearch).fill('DJ7041')
    await editor.getByTestId(TestIds.partLinkSearch).press('Enter')
    await editor.getByTestId(TestIds.partLinkCandidates).locator('[data-part-number="DJ7041-1.5-21"] button').click()
    await page.getByTestId(TestIds.partLinkSave).click()
    await expect.poll(() => page.getByTestId(TestIds.partLinks).locator('[data-relation="terminal"] li').allTextContents(), WAIT).toEqual([expect.stringContaining('DJ7041-1.5-21')])
    await screenshot(page, '54-part-links')
  })

  it('compares two terminals side by side and marks the new one invalid', async () => {
    const page = engineer.page
    await page.goto('/library?kind=terminal&fit.csaMin=1.5')
    await expect.poll(() => rowNumbers(engineer), WAIT).toEqual(['DJ7041-1.5-21', 'HB-T-F-1-2.5', 'HB-T-M-1-2.5'])
    await rows(engineer).nth(0).locator('input[type="checkbox"]').check()
    await rows(engineer).nth(1).locator('input[type="checkbox"]').check()
    await page.getByTestId(TestIds.libraryCompare).click()
    const compare = page.getByTestId(TestIds.partCompare)
    await expect.poll(() => compare.locator('tr[data-key="params.stripLength"]').getAttribute('data-differs'), WAIT).toBe('false')
    expect(await compare.locator('tr[data-key="partDescription"]').getAttribute('data-differs')).toBe('true')
    await screenshot(page, '55-part-compare')
    await page.keyboard.press('Escape')
    await rows(engineer).nth(0).getByRole('link').click()
    await page.getByTestId(TestIds.partStatusToggle).click()
    await expect.poll(() => page.getByTestId(TestIds.partInvalidBadge).isVisible(), WAIT).toBe(true)
    await expect.poll(() => page.getByTestId(TestIds.partHistory).locator('li').count(), WAIT).toBe(2)
  })

  it('the design-rule check of a team harness flags the invalid terminal and the end no library terminal fits', async () => {
    const page = engineer.page
    const teams = await page.evaluate(async () => (await (await fetch('/api/team/listTeams')).json()) as { data: { teamId: number }[] })
    const project = await callAs(engineer, ProjectPaths.createProject, { name: '零件检查', teamId: teams.data[0]!.teamId }) as { code: number; data?: { projectId: number } }
    // Two housings TEAM-C-06 (their only terminal, DJ7041-1.5-21, is now invalid) and a 1.5 mm² wire with that terminal on end A.
    const records = [
      createNode({ id: 'N1' as NodeId, kind: 'connector', name: 'N1', position: [0, 0] }), createNode({ id: 'N2' as NodeId, kind: 'connector', name: 'N2', position: [200, 0] }),
      createSegment({ id: 'S1' as never, name: 'S1', startNodeId: 'N1' as NodeId, endNodeId: 'N2' as NodeId, length: 200 as Mm }),
      ...(['X1', 'X2'] as const).flatMap((name, i) => [
        createConnector({ id: name as ConnectorId, name, nodeId: (i === 0 ? 'N1' : 'N2') as NodeId, partNumber: 'TEAM-C-06', sealable: true }),
        createCavity({ id: `${name}:1` as CavityId, connectorId: name as ConnectorId, name: '1', index: 0 }),
      ]),
      createWire({ id: 'W1' as WireId, name: 'W1', csa: 1.5, od: 2.4 as Mm, partNumber: 'HB-W-FLRYB-1.5', endA: { kind: 'cavity', cavityId: 'X1:1' as CavityId }, endB: { kind: 'cavity', cavityId: 'X2:1' as CavityId } }),
      createTerminal({ id: 'T1' as never, wireId: 'W1' as WireId, end: 'A', partNumber: 'DJ7041-1.5-21' }),
    ]
    const fileId = await uploadHarness(product.url, page, project.data!.projectId, '零件检查线束', encodeDocument(records))
    checkedFileId = fileId
    await page.goto(`/editor/harness?fileId=${fileId}`)
    await page.getByTestId('findings-tab').click()
    const findings = page.getByTestId('findings-list')
    await expect.poll(() => findings.textContent(), WAIT).toContain('使用了零件库中已标为无效的零件')
    expect(await findings.textContent()).toContain('未配置匹配的子零件，请手动查找或更新产品配置')
    await screenshot(page, '56-editor-library-findings')
  })

  it('imports the parts of a KBL sample into the team library: a dry run first, then the import', async () => {
    const page = engineer.page
    const total = await openTeamLibrary()
    const before = await total()
    const kbl = readFileSync(new URL('../../../shared/corpus/kbl/samples/vobes_sample_kbl24_mit_sicherungstraeger.kbl', import.meta.url))
    await page.getByTestId(TestIds.libraryImportInput).setInputFiles({ name: 'vobes_sample.kbl', mimeType: 'application/xml', buffer: kbl })
    const dialog = page.getByTestId(TestIds.partImport)
    await expect.poll(() => dialog.getByTestId(TestIds.partImportSummary).textContent(), WAIT).toMatch(/^kbl 2\.4：新增 \d+/)
    const added = await dialog.locator('tr[data-action="add"]').count()
    expect(added).toBeGreaterThan(10)
    await screenshot(page, '57-part-import-preview')
    await page.getByTestId(TestIds.partImportApply).click()
    await expect.poll(() => page.getByTestId(TestIds.partImport).count(), WAIT).toBe(0)
    await expect.poll(total, WAIT).toBe(before + added)
    await screenshot(page, '58-library-imported')
  })

  it('imports a table of seals from CSV: the columns mapped, the kind chosen, a dry run, then the import', async () => {
    const page = engineer.page
    const total = await openTeamLibrary()
    const before = await total()
    const table = ['Part No.,Beschreibung,Wire diameter from,Wire diameter to,Lieferant', 'E2E-S-1,Einzeladerabdichtung gelb,1.2,2.0,Acme', 'E2E-S-2,Einzeladerabdichtung blau,2.0,2.6,Acme', 'E2E-S-3,zu groß,3.0,2.6,Acme'].join('\r\n')
    await page.getByTestId(TestIds.libraryImportInput).setInputFiles({ name: 'seals.csv', mimeType: 'text/csv', buffer: Buffer.from(table) })
    const dialog = page.getByTestId(TestIds.partImport)
    // No kind column: the dry run asks for the kind of every row first.
    await expect.poll(() => dialog.getByTestId(TestIds.partImportSummary).textContent(), WAIT).toContain('请选择所有行的零件类型')
    await expect.poll(() => page.getByTestId(TestIds.partImportApply).isDisabled(), WAIT).toBe(true)
    await dialog.getByTestId(TestIds.partImportKind).locator('button').click()
    await page.getByRole('option', { name: '防水栓' }).click()
    await expect.poll(() => dialog.getByTestId(TestIds.partImportSummary).textContent(), WAIT).toBe('csv：新增 2，更新 0，不变 0，冲突 0，跳过 1')
    // The German description column is not recognised: map it to the description by hand.
    await dialog.getByTestId(`${TestIds.partImportTarget}-1`).locator('button').click()
    await page.getByRole('option', { name: '描述', exact: true }).click()
    await expect.poll(() => dialog.locator('tr[data-part-number="E2E-S-3"]').textContent(), WAIT).toContain('最大线径')
    await screenshot(page, '61-part-table-import')
    await page.getByTestId(TestIds.partImportApply).click()
    await expect.poll(() => page.getByTestId(TestIds.partImport).count(), WAIT).toBe(0)
    await expect.poll(total, WAIT).toBe(before + 2)
    const found = await page.evaluate(async () => (await (await fetch('/api/library/listParts?q=E2E-S-2')).json()) as { data: { parts: { description: string; params: Record<string, number> }[] } })
    expect(found.data.parts[0]).toMatchObject({ description: 'Einzeladerabdichtung blau', params: { wireOdMin: 2, wireOdMax: 2.6 } })
  })

  it('imports housings with their terminals and seals by part number: the team\'s seals, the built-in terminals; a number out of reach is refused', async () => {
    const page = engineer.page
    const total = await openTeamLibrary()
    const before = await total()
    const table = [
      '零件号,类型,描述,孔位数,防水,配套端子,配套防水栓,替代件',
      'E2E-H-2,连接器,两孔防水护套,2,是,"HB-T-F-1-2.5; HB-T-F-2.5-4",E2E-S-1、E2E-S-2,',
      'E2E-H-2B,连接器,两孔防水护套 备选,2,是,HB-T-F-1-2.5,E2E-S-1,E2E-H-2',
      'E2E-H-3,连接器,三孔护套,3,否,HB-T-F-1-2.5,E2E-S-9,',
    ].join('\r\n')
    await page.getByTestId(TestIds.libraryImportInput).setInputFiles({ name: 'housings.csv', mimeType: 'text/csv', buffer: Buffer.from(table) })
    const dialog = page.getByTestId(TestIds.partImport)
    await expect.poll(() => dialog.getByTestId(TestIds.partImportSummary).textContent(), WAIT).toBe('csv：新增 2，更新 0，不变 0，冲突 0，跳过 1')
    await expect.poll(() => dialog.locator('tr[data-part-number="E2E-H-3"]').textContent(), WAIT).toContain('E2E-S-9')
    await screenshot(page, '67-part-table-links')
    await page.getByTestId(TestIds.partImportApply).click()
    await expect.poll(() => page.getByTestId(TestIds.partImport).count(), WAIT).toBe(0)
    await expect.poll(total, WAIT).toBe(before + 2)
    const found = await page.evaluate(async () => (await (await fetch('/api/library/listParts?q=E2E-H-2B')).json()) as { data: { parts: { partId: number }[] } })
    await page.goto(`/part?partId=${found.data.parts[0]!.partId}`)
    const relation = (name: string) => page.locator(`.part-relation[data-relation="${name}"]`)
    await expect.poll(() => relation('terminal').locator('li').allTextContents(), WAIT).toEqual([expect.stringContaining('HB-T-F-1-2.5')])
    await expect.poll(() => relation('seal').textContent(), WAIT).toContain('E2E-S-1')
    await expect.poll(() => relation('alternative').textContent(), WAIT).toContain('E2E-H-2')
    await screenshot(page, '68-part-links-imported')
  })

  it('the function palette finds screens and editor commands in both languages, from /functionSearch and with Ctrl+K', async () => {
    const page = engineer.page
    await page.goto('/functionSearch')
    await page.getByTestId(TestIds.fnPaletteInput).fill('端子')
    await page.getByTestId(TestIds.fnPaletteInput).press('Enter')
    await page.waitForURL(/\/library\?kind=terminal/)
    await page.keyboard.press('Control+k')
    const dialog = page.getByTestId(TestIds.fnDialog)
    await dialog.getByTestId(TestIds.fnPaletteInput).fill('cut table')
    await expect.poll(() => dialog.locator('[data-fn="editor.reportCutTable"]').getAttribute('aria-disabled'), WAIT).toBe('true')
    await screenshot(page, '59-function-palette')
    await page.keyboard.press('Escape')
    await page.goto(`/editor/harness?fileId=${checkedFileId}`)
    // The editor is open once its outline lists the connectors (the veil is gone and the panels answer).
    await expect.poll(() => page.getByTestId('outline-list').textContent(), WAIT).toContain('X1')
    await page.keyboard.press('Control+k')
    await page.getByTestId(TestIds.fnDialog).getByTestId(TestIds.fnPaletteInput).fill('下线表')
    await page.getByTestId(TestIds.fnDialog).getByTestId(TestIds.fnPaletteInput).press('Enter')
    await expect.poll(() => page.getByTestId('report-cut-table').getAttribute('aria-selected'), WAIT).toBe('true')
    expect(await page.getByTestId(TestIds.fnDialog).count()).toBe(0)
    // The functions menu's entries are in the palette: twisting with no wires selected (greyed in
    // the menu) says what it needs.
    await page.keyboard.press('Control+k')
    await page.getByTestId(TestIds.fnDialog).getByTestId(TestIds.fnPaletteInput).fill('绞合')
    await expect.poll(() => page.getByTestId(TestIds.fnDialog).locator('[data-fn="editor.twist"]').getAttribute('aria-disabled'), WAIT).not.toBe('true')
    await page.getByTestId(TestIds.fnDialog).getByTestId(TestIds.fnPaletteInput).press('Enter')
    await expect.poll(() => page.locator('.toast-text').allTextContents(), WAIT).toContain('请先在画布或列表中选中此功能要处理的对象（分支、导线、连接器或接点）')
  })

  it('the dictionary shows colour codes, gauges, ISO 6722-1 diameters, wrapping types and defaults with their sources', async () => {
    const page = engineer.page
    await page.goto('/dictionary')
    await expect.poll(() => page.getByTestId(TestIds.dictColours).textContent(), WAIT).toContain('BK黑black')
    await page.getByTestId('dict-tab-gauges').click()
    await expect.poll(() => page.getByTestId(TestIds.dictGauges).locator('tr', { hasText: /^18/ }).textContent(), WAIT).toContain('0.823 mm²')
    await screenshot(page, '60-dictionary-gauges')
    await page.getByTestId('dict-tab-iso6722').click()
    const iso = page.getByTestId(TestIds.dictIso6722)
    await expect.poll(() => iso.locator('tr', { hasText: /^1\.5 mm²/ }).textContent(), WAIT).toBe('1.5 mm²3 mm2.4 mm2.1 mm')
    expect(await iso.locator('tr', { hasText: /^0\.35 mm²/ }).textContent()).toBe('0.35 mm²—1.4 mm（A 型导体 1.3 mm）1.2 mm')
    await screenshot(page, '60-dictionary-iso6722')
    await page.getByTestId('dict-tab-wrapping').click()
    // Materials with how each is applied, and the windings of tape apart (not as pairs).
    await expect.poll(() => page.getByTestId(TestIds.dictWrapping).locator('tbody tr').count(), WAIT).toBe(8)
    expect(await page.getByTestId(TestIds.dictWindings).locator('tbody tr').count()).toBe(7)
    await screenshot(page, '60-dictionary-wrapping')
    await page.getByTestId('dict-tab-defaults').click()
    await expect.poll(() => page.getByTestId(TestIds.dictDefaults).textContent(), WAIT).toContain('1.2')
  })

  it('a team admin keeps a crimp-height table in the dictionary: added from CSV, then renamed as a new version', async () => {
    const page = engineer.page
    const csv = ['端子,截面积 [mm²],压接高度 [mm],压接宽度 [mm]', 'HB-T-F-1-2.5,0.35,0.95,1.6', 'HB-T-F-1-2.5,0.5,1.05,1.6', 'HB-T-F-1-2.5,0.75,1.15,1.6', 'HB-T-F-2-4,1.5,1.45,2.0', 'HB-T-F-2-4,2.5,1.65,2.0']
    await addTeamTable('压接高度表', '端子供应商数据表 2026-03', csv)
    const rowsShown = page.getByTestId(TestIds.dictTableRows)
    await expect.poll(() => rowsShown.locator('thead').textContent(), WAIT).toBe('端子截面积 [mm²]压接高度 [mm]压接宽度 [mm]')
    expect(await rowsShown.locator('tbody tr').count()).toBe(5)
    await page.getByTestId(TestIds.dictTableEdit).click()
    await page.getByTestId(TestIds.dictTableDialog).getByTestId(TestIds.dictTableName).fill('压接高度表（母端子）')
    await page.getByTestId(TestIds.dictTableSave).click()
    await expect.poll(() => page.locator('.dict-own-title').textContent(), WAIT).toContain('版本 2')
    expect(await page.locator('.dict-own-title h3').textContent()).toBe('压接高度表（母端子）')
    await screenshot(page, '65-dictionary-team-table')
  })

  it('a team wire-diameter table from CSV gives wires drawn in a team harness without a diameter their outer diameter', async () => {
    const page = engineer.page
    await addTeamTable('线径表 FLRY-A', '导线供应商数据表 2026-05', ['截面积 [mm²],外径 [mm]', '0.35,1.45', '0.5,1.65', '1,2.25'])
    // The dictionary says what the engine makes of it.
    await expect.poll(() => page.getByTestId('dict-engine-use').textContent(), WAIT).toContain('导线外径表（3 档）')
    await screenshot(page, '65-dictionary-wire-diameters')
    // The team harness opens with the table in force, and says so.
    await page.goto(`/editor/harness?fileId=${checkedFileId}`)
    await expect.poll(() => page.getByText('新导线未给外径时按词典表“线径表 FLRY-A”取值').count(), WAIT).toBeGreaterThan(0)
    // A generic wire (0.35 mm²) drawn pin to pin with the wire tool: 1.45 mm thick, as the table says.
    const canvas = page.getByTestId('harness-canvas')
    const screen = async ([x, y]: readonly [number, number]) => {
      const box = (await canvas.boundingBox())!
      const [scale, ox, oy] = await Promise.all(['data-scale', 'data-offset-x', 'data-offset-y'].map(async (a) => Number(await canvas.getAttribute(a))))
      return [box.x + x * scale! + ox!, box.y + y * scale! + oy!] as const
    }
    await page.keyboard.press('w')
    const version = Number(await canvas.getAttribute('data-version'))
    const [ax, ay] = await screen(pinCentre(pinLayout([0, 0], 1), 0))
    const [bx, by] = await screen(pinCentre(pinLayout([200, 0], 1), 0))
    await page.mouse.move(ax, ay)
    await page.mouse.down()
    await page.mouse.move(bx, by, { steps: 8 })
    await page.mouse.up()
    await expect.poll(async () => Number(await canvas.getAttribute('data-version')), WAIT).toBeGreaterThan(version)
    await expect.poll(async () => Number(await page.getByTestId('fact-od').inputValue()), WAIT).toBe(1.45)
    await screenshot(page, '66-editor-team-wire-diameters')
    await page.keyboard.press('Control+z')
  })

  it('exports the listed terminals as CSV for a spreadsheet', async () => {
    const page = engineer.page
    await page.goto('/library?kind=terminal&fit.csaMin=1.5')
    await expect.poll(() => rows(engineer).count(), WAIT).toBeGreaterThan(0)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`${TestIds.libraryExport}-csv`).click()])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const text = readFileSync((await download.path())!, 'utf8')
    expect(text).toContain('最小截面积 [mm²]')
    expect(text).toContain('HB-T-F-1-2.5')
  })
})
