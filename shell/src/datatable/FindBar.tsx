import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { Icon } from '../ui/Icon'

/** Props of {@link FindBar}. */
export interface FindBarProps {
  readonly query: string
  readonly onQuery: (query: string) => void
  /** Goes to the next (or, with `backwards`, previous) match. */
  readonly onStep: (backwards: boolean) => void
  readonly onClose: () => void
  /** 1-based number of the current match, 0 when none is current. */
  readonly index: number
  readonly count: number
  readonly capped: boolean
}

/**
 * The find bar above the grid (Ctrl+F): type to find, Enter for the next match, Shift+Enter for
 * the previous one, Escape to close and return to the grid.
 */
export function FindBar({ query, onQuery, onStep, onClose, index, count, capped }: FindBarProps) {
  const { t } = useI18n()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      onStep(event.shiftKey)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }
  const status = query === '' ? '' : count === 0 ? t('dtFindNone') : t(capped ? 'dtFindCapped' : 'dtFindCount', { index: Math.max(index, 1), count })
  return (
    <div className="dt-find" role="search">
      <input ref={input} className="input dt-find-input" type="search" value={query} placeholder={t('dtFindPlaceholder')} aria-label={t('dtFind')}
        data-testid={TestIds.dtFindInput} onChange={(e) => onQuery(e.target.value)} onKeyDown={onKeyDown} />
      <span className="dt-find-status" aria-live="polite" data-testid={TestIds.dtFindStatus}>{status}</span>
      <button type="button" className="dt-icon-button" aria-label={t('dtFindPrevious')} title={t('dtFindPrevious')} disabled={count === 0} onClick={() => onStep(true)}>
        <Icon name="arrowLeft" size={16} />
      </button>
      <button type="button" className="dt-icon-button" aria-label={t('dtFindNext')} title={t('dtFindNext')} disabled={count === 0} onClick={() => onStep(false)}>
        <Icon name="arrowRight" size={16} />
      </button>
      <button type="button" className="dt-icon-button" aria-label={t('dtFindClose')} title={t('dtFindClose')} onClick={onClose}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
