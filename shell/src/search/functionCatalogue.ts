import { cutAtScripts, type Role } from '@harness/protocol'

/** Editor commands the palette can run while a harness is open in the editor. */
export type EditorCommandName =
  | 'undo' | 'redo' | 'save' | 'fitAll' | 'fitSelection' | 'actualSize' | 'selectAll' | 'deleteSelection' | 'editMode' | 'viewMode' | 'assignLibraryParts'
  | 'reportCutTable' | 'reportAssembly' | 'reportBom' | 'reportManufacturingBom'
  | 'exportPdf' | 'exportSvg' | 'exportPng' | 'exportJpg' | 'exportKbl' | 'preview3d'
  | 'wrapCustom' | 'twist' | 'combine' | 'multicore' | 'rotateCw' | 'rotateCcw' | 'mirror' | 'straighten' | 'spliceOptimum' | 'autoSplice' | 'titleBlock' | 'pinoutTable'

/** Where a function leads: a screen (path with query), or a command of the open editor. */
export type FunctionTarget = { readonly kind: 'route'; readonly path: string } | { readonly kind: 'editor'; readonly command: EditorCommandName }

/** The groups the palette shows functions under. */
export type FunctionGroup = 'screen' | 'library' | 'editor' | 'report' | 'account'

/**
 * One function of the product as the palette finds it: its names in both languages, more words
 * it is found by (synonyms, English and Chinese), where it leads, and the global roles it needs.
 */
export interface ProductFunction {
  readonly id: string
  readonly group: FunctionGroup
  readonly zh: string
  readonly en: string
  readonly keywords: readonly string[]
  readonly target: FunctionTarget
  readonly roles?: readonly Role[]
}

const screen = (id: string, zh: string, en: string, path: string, keywords: string[] = [], roles?: Role[]): ProductFunction =>
  ({ id, group: 'screen', zh, en, keywords, target: { kind: 'route', path }, ...(roles ? { roles } : {}) })
const library = (id: string, zh: string, en: string, path: string, keywords: string[] = []): ProductFunction =>
  ({ id, group: 'library', zh, en, keywords: ['零件', 'part', ...keywords], target: { kind: 'route', path } })
const editor = (command: EditorCommandName, zh: string, en: string, keywords: string[] = [], group: FunctionGroup = 'editor'): ProductFunction =>
  ({ id: `editor.${command}`, group, zh, en, keywords, target: { kind: 'editor', command } })

/**
 * Every function of the product the palette (/functionSearch, Ctrl+K) reaches: the screens, the
 * library's views, the harness editor's commands (run in the open editor) and its reports.
 */
export const PRODUCT_FUNCTIONS: readonly ProductFunction[] = [
  screen('projects', '项目与文件', 'Projects and files', '/dashboard/project', ['工作台', 'workspace', 'dashboard', '文件夹', 'folder', '线束文件', '新建项目', '创建项目', 'new project', '新建线束', 'new harness']),
  screen('teams', '团队与成员', 'Teams and members', '/dashboard/team', ['team', 'member', '成员', '邀请', 'invite', '创建团队', '新建团队', 'new team', 'create team']),
  screen('notices', '通知', 'Notices', '/dashboard/notice', ['消息', 'notification', 'message']),
  screen('issues', '问题论坛', 'Issue forum', '/dashboard/issues', ['论坛', 'forum', '问题', 'question', '回复', 'reply']),
  screen('newIssue', '发布问题', 'Post an issue', '/dashboard/issues/new', ['提问', 'ask', 'forum']),
  screen('teamConfig', '团队配置', 'Team configuration', '/dashboard/config', ['设置', 'settings', '报表列', 'columns', '单位', 'units']),
  screen('projectConfig', '项目配置', 'Project configuration', '/dashboard/conProject', ['设置', 'settings', 'project']),
  screen('factory', '工厂文件夹', 'Factory folder', '/factoryFolder', ['输出', 'outputs', '下线表', 'cut table', 'excel', 'xlsx', 'csv', '导出', 'export']),
  screen('textSearch', '文本搜索', 'Text search', '/textSearch', ['搜索', 'search', 'find', '查找']),
  screen('dictionary', '字典', 'Dictionary', '/dictionary', ['标准参数', 'standard', 'parameters', '颜色', 'colour', '截面积']),
  screen('dictionaryTables', '团队词典表', 'Team dictionary tables', '/dictionary?tab=tables', ['词典表', '标准表', 'standard table', '压接高度', 'crimp height', 'dictionary']),
  screen('help', '使用指南', 'Help', '/dashboard/help', ['帮助', 'guide', 'how to']),
  screen('manage', '个人资料与账户安全', 'Profile and account security', '/manage', ['密码', 'password', '手机', 'phone', '邮箱', 'email', '头像', 'avatar', 'account']),
  screen('registrationCodes', '注册码管理', 'Registration codes', '/dashboard/admin', ['邀请码', 'invitation code', 'admin', '管理员'], ['admin', 'superadmin']),
  library('library', '零件库', 'Part library', '/library', ['parts', '零件', '物料', 'catalogue', 'catalog', '新建零件', '添加零件', 'new part', '对比', '比较', 'compare', '无效', 'invalid']),
  library('library.importTable', '导入零件（xlsx / CSV / KBL）', 'Import parts (xlsx, CSV, KBL)', '/library', ['导入', 'import', 'excel', 'xlsx', 'csv', '零件表', 'parts list', 'KBL', '导出', 'export']),
  library('library.connector', '查找连接器（护套）', 'Find connectors (housings)', '/library?kind=connector', ['housing', '护套', '插件', 'connector']),
  library('library.terminal', '查找端子', 'Find terminals', '/library?kind=terminal', ['terminal', '端子', 'contact', '压接', 'crimp', '截面积']),
  library('library.seal', '查找防水栓', 'Find cavity seals', '/library?kind=seal', ['seal', '防水栓', '密封', '线径']),
  library('library.plug', '查找堵头', 'Find cavity plugs', '/library?kind=plug', ['plug', '堵头', '盲堵', 'blind']),
  library('library.wire', '查找导线', 'Find wires', '/library?kind=wire', ['wire', '电线', 'cable', 'FLRY', 'AWG']),
  library('library.multicore', '查找多芯线', 'Find multicore cables', '/library?kind=multicore', ['multicore', '多芯线', '护套线', 'sheathed cable', 'shield', '屏蔽']),
  library('library.splice', '查找接点', 'Find splices', '/library?kind=splice', ['splice', '接点', '压接接点', 'joint']),
  library('library.protection', '查找包扎材料', 'Find protections', '/library?kind=protection', ['tape', '胶带', 'tube', '波纹管', '热缩管', 'sleeve']),
  library('library.clip', '查找卡扣与过线胶圈', 'Find clips and grommets', '/library?kind=clip', ['clip', 'grommet', '卡扣', '胶圈']),
  editor('undo', '撤销', 'Undo', ['ctrl+z', '撤消']),
  editor('redo', '重做', 'Redo', ['ctrl+y', 'ctrl+shift+z']),
  editor('save', '保存线束', 'Save the harness', ['ctrl+s', '保存']),
  editor('fitAll', '全部显示', 'Fit all', ['zoom', '缩放', 'shift+1']),
  editor('fitSelection', '显示选中项', 'Fit selection', ['zoom', '缩放', 'shift+2']),
  editor('actualSize', '实际大小（100%）', 'Actual size (100%)', ['zoom', '缩放', '100']),
  editor('selectAll', '全选', 'Select all', ['ctrl+a', 'select']),
  editor('deleteSelection', '删除所选', 'Delete the selection', ['delete', '删除']),
  editor('editMode', '切换到编辑模式', 'Switch to edit mode', ['edit', '编辑']),
  editor('viewMode', '切换到查看模式', 'Switch to view mode', ['view', '查看', 'read only']),
  editor('assignLibraryParts', '按零件库配置端子与防水栓', 'Fit terminals and seals from the library', ['library', '零件库', 'terminal', 'seal', '端子', '防水栓']),
  editor('reportCutTable', '下线表', 'Wire-cut table', ['开线表', 'cut list', 'report', '报表', '导线长度'], 'report'),
  editor('reportAssembly', '装配表', 'Assembly table', ['工艺表', 'assembly', 'report', '报表'], 'report'),
  editor('reportBom', '物料清单（BOM）', 'Bill of materials (BOM)', ['bom', '物料', 'report', '报表'], 'report'),
  editor('reportManufacturingBom', '制造物料清单（MBOM）', 'Manufacturing BOM', ['mbom', '制造', 'report', '报表'], 'report'),
  editor('exportPdf', '导出图纸 PDF', 'Export the drawing as PDF', ['pdf', '打印', 'print', '出图', 'export', '导出']),
  editor('exportSvg', '导出图纸 SVG', 'Export the drawing as SVG', ['svg', '矢量', 'vector', '出图', 'export', '导出']),
  editor('exportPng', '导出图纸 PNG', 'Export the drawing as PNG', ['png', '图片', 'image', '出图', 'export', '导出']),
  editor('exportJpg', '导出图纸 JPG', 'Export the drawing as JPG', ['jpg', 'jpeg', '图片', 'image', '出图', 'export', '导出']),
  editor('exportKbl', '导出 KBL（XML）', 'Export the harness as KBL (XML)', ['kbl', 'xml', 'vec', 'export', '导出', '线束数据']),
  editor('preview3d', '三维预览', '3D preview', ['3d', 'three', '三维', '立体', 'preview', '预览', 'twist', '绞线']),
  // The functions menu of the editor (EditorFunctions), on the selection.
  editor('wrapCustom', '包扎所选分支…', 'Wrap the selected segments…', ['wrap', 'tape', 'tube', '胶带', '套管', '波纹管', '热缩管', '缠绕']),
  editor('twist', '绞合所选导线', 'Twist the selected wires', ['twist', 'twisted pair', '双绞', '绞线']),
  editor('combine', '合并所选导线', 'Combine the selected wires', ['combine', 'group', '组合']),
  editor('multicore', '所选导线组成多芯线', 'Make the selected wires a multicore cable', ['multicore', 'cable', 'sheath', '护套线']),
  editor('rotateCw', '连接器顺时针旋转 90°', 'Turn connectors 90° clockwise', ['rotate', 'turn', 'shift+r']),
  editor('rotateCcw', '连接器逆时针旋转 90°', 'Turn connectors 90° anticlockwise', ['rotate', 'turn', 'shift+alt+r']),
  editor('mirror', '连接器镜像', 'Mirror connectors', ['mirror', 'flip', '翻转', 'shift+x']),
  editor('straighten', '拉直所选分支', 'Straighten the selected segments', ['straighten', 'bend', '折点']),
  editor('spliceOptimum', '移动接点到最优位置', 'Move the splice to its optimum', ['splice', 'optimum', '接点', '最优']),
  editor('autoSplice', '为所选导线自动添加接点', 'Add a splice for the selected wires', ['splice', 'auto', '接点', '自动']),
  editor('titleBlock', '插入标题栏', 'Insert a title block', ['title block', 'frame', '图框', '标题']),
  editor('pinoutTable', '插入针脚表', 'Insert the pin-out tables of the selected connectors', ['pin-out', 'pinout', 'connector table', '针脚', '端子表', '接线表']),
]

/** A function found by a query, with how well it matched (higher first). */
export interface FunctionMatch {
  readonly fn: ProductFunction
  readonly score: number
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase()

/**
 * How well `query` (folded) matches `text`: 100 when `text` starts with it, 80 when a word of
 * `text` does, 60 when it occurs anywhere, 30 minus the gaps when its characters occur in order
 * from the start of a word (so "fitsel" finds "Fit selection", but "awg" does not find
 * "drawing"), 0 otherwise.
 */
export function matchScore(query: string, text: string): number {
  const t = fold(text)
  if (query === '') return 1
  if (t.startsWith(query)) return 100
  const at = t.indexOf(query)
  if (at > 0) return /[\s\-_/（(]/.test(t[at - 1]!) ? 80 : 60
  // An abbreviation starts where a word of `text` starts ("awg" is not in "drawing"); the best start counts.
  const letters = [...query].filter((ch) => ch !== ' ')
  let best = 0
  for (let start = t.indexOf(letters[0]!); start >= 0; start = t.indexOf(letters[0]!, start + 1)) {
    if (start > 0 && !/[\s\-_/（(]/.test(t[start - 1]!)) continue
    let gaps = 0
    let from = start
    for (const ch of letters.slice(1)) {
      const found = t.indexOf(ch, from + 1)
      if (found < 0) {
        gaps = Infinity
        break
      }
      gaps += found - from - 1
      from = found
    }
    if (gaps !== Infinity) best = Math.max(best, Math.max(1, 30 - gaps))
  }
  return best
}

/**
 * The functions `query` finds, best first (ties in catalogue order), among those `roles` may use.
 * Every word of the query must match a name or keyword of the function; the score is the sum of
 * each word's best match, names in the interface language counting a little more.
 */
export function findFunctions(query: string, roles: readonly Role[], locale: 'zh-CN' | 'en', functions: readonly ProductFunction[] = PRODUCT_FUNCTIONS): FunctionMatch[] {
  // Chinese next to Latin is two words ("导入KBL": "导入", "kbl").
  const words = fold(query).split(/\s+/u).filter((w) => w !== '').flatMap(cutAtScripts)
  const out: FunctionMatch[] = []
  for (const fn of functions) {
    if (fn.roles && !fn.roles.some((r) => roles.includes(r))) continue
    const own = locale === 'en' ? fn.en : fn.zh
    const other = locale === 'en' ? fn.zh : fn.en
    let score = 0
    let all = true
    for (const word of words) {
      // Names in the interface language count a little more, keywords a little less; no match stays 0.
      const weigh = (score: number, by: number) => (score > 0 ? Math.max(1, score + by) : 0)
      const best = Math.max(weigh(matchScore(word, own), 5), matchScore(word, other), ...fn.keywords.map((k) => weigh(matchScore(word, k), -5)))
      if (best <= 0) {
        all = false
        break
      }
      score += best
    }
    if (all) out.push({ fn, score })
  }
  return out.map((m, i) => ({ m, i })).sort((a, b) => b.m.score - a.m.score || a.i - b.i).map(({ m }) => m)
}
