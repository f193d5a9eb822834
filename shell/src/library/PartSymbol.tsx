import type { ReactNode } from 'react'
import type { LibraryPartKind, ParameterValue } from '@harness/protocol'

/** Props of {@link PartSymbol}. */
export interface PartSymbolProps {
  readonly kind: LibraryPartKind
  readonly params: Readonly<Record<string, ParameterValue>>
  /** Edge length in CSS pixels (the symbol is square). */
  readonly size?: number
  readonly title?: string
}

const num = (v: ParameterValue | undefined, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/** The cavity grid of a housing face: `count` cavities in `rows` rows, centred in the 100×100 box. */
function cavityGrid(count: number, rows: number): ReactNode[] {
  const shown = Math.min(count, 48)
  const r = Math.max(1, Math.min(rows, 6, shown))
  const cols = Math.ceil(shown / r)
  const pitch = Math.min(64 / cols, 40 / r)
  const hole = pitch * 0.62
  const left = 50 - (cols * pitch) / 2
  const top = 52 - (r * pitch) / 2
  const cells: ReactNode[] = []
  for (let i = 0; i < shown; i++) {
    const x = left + (i % cols) * pitch + (pitch - hole) / 2
    const y = top + Math.floor(i / cols) * pitch + (pitch - hole) / 2
    cells.push(<rect key={i} x={x} y={y} width={hole} height={hole} rx={hole * 0.15} className="sym-cavity" />)
  }
  return cells
}

/** The drawing of each kind in the 100×100 box, from its parameters. */
function drawing(kind: LibraryPartKind, p: Readonly<Record<string, ParameterValue>>): ReactNode {
  switch (kind) {
    case 'connector': {
      const count = Math.round(num(p.cavityCount, 2))
      return (
        <>
          <rect x={12} y={22} width={76} height={60} rx={6} className="sym-body" />
          <rect x={40} y={14} width={20} height={8} rx={2} className="sym-body" />
          {cavityGrid(count, Math.round(num(p.rows, count <= 4 ? 1 : 2)))}
          {p.sealed === true ? <rect x={8} y={18} width={84} height={68} rx={9} className="sym-seal-ring" /> : null}
        </>
      )
    }
    case 'terminal':
      return (
        <>
          <path d="M10 42h38v16H10z" className="sym-body" />
          <path d="M48 40l8-4h8v28h-8l-8-4z" className="sym-metal" />
          <path d="M64 44h26v12H64z" className="sym-metal" />
          <path d="M70 44v12M76 44v12" className="sym-line" />
          {p.gender === 'male' ? <path d="M90 47h8v6h-8z" className="sym-metal" /> : null}
        </>
      )
    case 'seal':
      return (
        <>
          {[22, 36, 50, 64].map((x) => <rect key={x} x={x} y={30} width={10} height={40} rx={5} className="sym-rubber" />)}
          <rect x={18} y={44} width={64} height={12} className="sym-bore" />
        </>
      )
    case 'plug':
      return (
        <>
          <rect x={26} y={34} width={40} height={32} rx={6} className="sym-rubber" />
          <rect x={66} y={28} width={10} height={44} rx={3} className="sym-body" />
        </>
      )
    case 'wire': {
      const od = num(p.od, 2)
      const csa = num(p.csa, 1)
      const outer = 34
      const inner = Math.max(6, Math.min(outer - 4, outer * Math.sqrt((4 * csa) / Math.PI) / Math.max(od, 0.1)))
      return (
        <>
          <circle cx={50} cy={50} r={outer} className="sym-insulation" />
          <circle cx={50} cy={50} r={inner} className="sym-metal" />
        </>
      )
    }
    case 'multicore': {
      const cores = Math.max(2, Math.min(Math.round(num(p.cores, 3)), 19))
      const ring = cores <= 7 ? 16 : 22
      const coreR = Math.min(10, (Math.PI * ring) / cores - 1)
      return (
        <>
          <circle cx={50} cy={50} r={40} className="sym-insulation" />
          {p.shielded === true ? <circle cx={50} cy={50} r={35} className="sym-shield" /> : null}
          {Array.from({ length: cores }, (_, i) => {
            const a = (2 * Math.PI * i) / cores
            return <circle key={i} cx={50 + ring * Math.cos(a)} cy={50 + ring * Math.sin(a)} r={coreR} className="sym-core" />
          })}
        </>
      )
    }
    case 'splice':
      return (
        <>
          <path d="M8 36h30M8 64h30M62 50h30" className="sym-wire" />
          <rect x={36} y={32} width={28} height={36} rx={4} className="sym-metal" />
        </>
      )
    case 'protection': {
      const tube = p.winding === 'tube' || (typeof p.material === 'string' && p.material.endsWith('Tube'))
      return tube ? (
        <>
          <path d="M8 50h84" className="sym-wire" />
          <rect x={20} y={34} width={60} height={32} rx={4} className="sym-sleeve" />
          {p.material === 'corrugatedTube' || p.material === 'corrugatedTubeSlit' ? [28, 38, 48, 58, 68].map((x) => <path key={x} d={`M${x} 34v32`} className="sym-line" />) : null}
        </>
      ) : (
        <>
          <path d="M8 50h84" className="sym-wire" />
          {[24, 36, 48, 60].map((x) => <path key={x} d={`M${x} 36l14 28`} className="sym-tape" />)}
        </>
      )
    }
    case 'clip':
      return (
        <>
          <circle cx={50} cy={38} r={18} className="sym-body" />
          <path d="M50 56v22M40 70l10 12 10-12" className="sym-line-strong" />
        </>
      )
    case 'grommet':
      return (
        <>
          <circle cx={50} cy={50} r={36} className="sym-rubber" />
          <circle cx={50} cy={50} r={16} className="sym-bore" />
        </>
      )
  }
}

/**
 * A part's drawing symbol in the product's own line style, drawn from its parameters: a housing
 * with its cavity grid (and seal ring when sealed), a terminal with its crimp barrels, a wire's
 * cross-section with the conductor to scale of its outer diameter, a multicore's cores and shield,
 * a seal's ribs, tubes and tapes, clips and grommets.
 */
export function PartSymbol({ kind, params, size = 96, title }: PartSymbolProps) {
  return (
    <svg className="part-symbol" width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={title} data-kind={kind}>
      {title ? <title>{title}</title> : null}
      {drawing(kind, params)}
    </svg>
  )
}
