import type { ReactNode } from 'react'

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The id the page's section names itself by (`aria-labelledby`). */
  readonly titleId: string
  readonly title: string
  readonly subtitle: string
  /** Content above the title (e.g. a back link). */
  readonly before?: ReactNode
  /** Controls at the right end (scope switch, page actions). */
  readonly children?: ReactNode
}

/** The head of a workspace screen: its title and what it is for, with the screen's controls beside them. */
export function PageHeader({ titleId, title, subtitle, before, children }: PageHeaderProps) {
  return (
    <header className="ws-page-header">
      <div>
        {before}
        <h1 id={titleId} className="ws-page-title">{title}</h1>
        <p className="ws-page-subtitle">{subtitle}</p>
      </div>
      {children}
    </header>
  )
}
