import { useEffect, useState, type ReactNode } from 'react'
import { MAX_CABLE_CORES, MAX_PLACED_CAVITIES, TOOL_IDS, type PaletteToolId, type ToolId } from '@harness/engine'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'

/** The key that picks each tool (no modifier), as the tool bar's tooltips and the help page list them. */
export const TOOL_KEYS: Readonly<Record<PaletteToolId, string>> = {
  select: 'v', bundle: 'b', connector: 'c', splice: 's', wire: 'w', cable: 'k', reference: 'r', clip: 'l', grommet: 'g', label: 't', table: 'y',
}

/** The tool picked by key `key` (lower case, no modifier), or null. */
export function toolOfKey(key: string): PaletteToolId | null {
  return TOOL_IDS.find((id) => TOOL_KEYS[id] === key) ?? null
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/** Each tool's icon, drawn in the canvas's own shapes (20 × 20). */
const ICONS: Readonly<Record<PaletteToolId, ReactNode>> = {
  select: <path {...stroke} d="M5 3 L5 16 L8.5 12.5 L11 18 L13 17 L10.6 11.6 L15.5 11.6 Z" />,
  bundle: <g {...stroke}><path d="M3 16 L9 9 L17 9" strokeWidth={2.6} /><path d="M9 9 L12 3" /><circle cx="9" cy="9" r="1.6" fill="currentColor" /></g>,
  connector: <g {...stroke}><rect x="4" y="3" width="12" height="14" rx="1" /><path d="M11 6 h2.5 M11 10 h2.5 M11 14 h2.5" strokeWidth={2.2} /></g>,
  splice: <g {...stroke}><path d="M10 4 L16 10 L10 16 L4 10 Z" /><path d="M1 10 h3 M16 10 h3" /></g>,
  wire: <g {...stroke}><circle cx="4" cy="5" r="1.8" /><circle cx="16" cy="15" r="1.8" /><path d="M5.5 6 C 12 6, 8 14, 14.5 14" /></g>,
  cable: <g {...stroke}><path d="M2 7 C 9 7, 9 13, 18 13" strokeWidth={5.2} /><path d="M2 7 C 9 7, 9 13, 18 13" strokeWidth={2.6} stroke="var(--surface-1, #fff)" /><path d="M2 6 C 9 6, 9 12, 18 12 M2 8 C 9 8, 9 14, 18 14" strokeWidth={0.9} /></g>,
  reference: <g {...stroke}><circle cx="10" cy="10" r="5" /><path d="M10 2 v16 M2 10 h16" /></g>,
  clip: <g {...stroke}><path d="M3 12 h14" strokeWidth={2.6} /><path d="M6 12 V7 a4 4 0 0 1 8 0 V12" /></g>,
  grommet: <g {...stroke}><ellipse cx="10" cy="10" rx="7" ry="4" /><ellipse cx="10" cy="10" rx="3" ry="1.6" /></g>,
  label: <g {...stroke}><path d="M5 5 h10 M10 5 v11 M7.5 16 h5" strokeWidth={1.9} /></g>,
  table: <g {...stroke}><rect x="3" y="4" width="14" height="12" rx="1" /><path d="M3 8 h14 M3 12 h14 M8 4 v12 M12.5 4 v12" strokeWidth={1.2} /></g>,
}

/** The count a tool takes, typed beside the tool strip: a connector's cavities, a cable's cores. */
export interface ToolCounts {
  readonly cavities: number
  readonly cores: number
}

/** Which count each counted tool takes, its range and its labels. */
const COUNTED: Partial<Record<ToolId, { readonly key: keyof ToolCounts; readonly min: number; readonly max: number; readonly label: UiKey; readonly hint: UiKey }>> = {
  connector: { key: 'cavities', min: 1, max: MAX_PLACED_CAVITIES, label: 'edToolCavities', hint: 'edToolCavitiesHint' },
  cable: { key: 'cores', min: 2, max: MAX_CABLE_CORES, label: 'edToolCores', hint: 'edToolCoresHint' },
}

/**
 * The drawing tools beside the canvas: select and move, draw bundle branches, place connectors,
 * splices, reference points, clips and grommets, connect wires, draw cables, put labels and tables
 * on the sheet; each with its key. Placed connectors get the cavity count set here, drawn cables
 * the core count. Only the select tool is offered in view mode.
 */
export function ToolPalette({ tool, onTool, counts, onCount, editable }: {
  readonly tool: ToolId
  readonly onTool: (tool: ToolId) => void
  /** Cavities of the connectors the connector tool places, cores of the cables the cable tool draws. */
  readonly counts: ToolCounts
  readonly onCount: (key: keyof ToolCounts, value: number) => void
  /** False in view mode and on files the user may not change. */
  readonly editable: boolean
}) {
  const { t } = useI18n()
  const counted = COUNTED[tool]
  const value = counted ? counts[counted.key] : 0
  // The field's text while typed (it may be empty or out of range for a moment); a valid count is taken at once.
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value, tool])
  return (
    <div className="ed-tools" role="toolbar" aria-orientation="vertical" aria-label={t('edTools')} data-testid="editor-tools" data-guide="tools">
      {TOOL_IDS.map((id) => (
        <button
          key={id}
          type="button"
          className={`ed-tool${tool === id ? ' ed-tool-on' : ''}`}
          aria-pressed={tool === id}
          aria-label={t(`edTool_${id}`)}
          title={`${t(`edTool_${id}`)} (${TOOL_KEYS[id].toUpperCase()})`}
          disabled={id !== 'select' && !editable}
          onClick={() => onTool(id)}
          // A click leaves the focus where it was, so Space (pan) and Enter go on reaching the canvas's tools.
          onMouseDown={(e) => e.preventDefault()}
          data-testid={`tool-${id}`}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">{ICONS[id]}</svg>
        </button>
      ))}
      {counted ? (
        <label className="ed-tool-option" title={t(counted.hint)}>
          <span>{t(counted.label)}</span>
          <input
            type="number"
            min={counted.min}
            max={counted.max}
            value={text}
            data-testid={`tool-${counted.key}`}
            onChange={(e) => {
              setText(e.target.value)
              const n = Number(e.target.value)
              if (e.target.value !== '' && Number.isInteger(n) && n >= counted.min && n <= counted.max) onCount(counted.key, n)
            }}
            onBlur={() => setText(String(value))}
          />
        </label>
      ) : null}
    </div>
  )
}
