import { Component, type ReactNode } from 'react'
import { uiText } from '../i18n/localeState'

/**
 * Catches a page that failed while loading or drawing, so the rest of the shell (the header, the
 * navigation) stays and the user reads what happened instead of a blank window. The common cause
 * is a page's code that can no longer be fetched: the product was updated while the tab was open,
 * and the page asks for a file of the version it started with. A reload fetches the current one.
 * `resetKey` (the route) starts over when the user goes elsewhere.
 */
export class PageLoadBoundary extends Component<{ readonly resetKey: string; readonly children: ReactNode }, { readonly failed: Error | null; readonly key: string }> {
  override state = { failed: null as Error | null, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): { failed: Error } {
    return { failed: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: { readonly resetKey: string }, state: { readonly failed: Error | null; readonly key: string }) {
    return props.resetKey === state.key ? null : { failed: null, key: props.resetKey }
  }

  override componentDidCatch(error: unknown): void {
    console.error('page failed to load', error)
  }

  override render(): ReactNode {
    const failed = this.state.failed
    if (!failed) return this.props.children
    // A chunk that could not be fetched says "dynamically imported module" / "Importing a module script failed".
    const stale = /dynamically imported module|module script|Loading chunk/i.test(failed.message)
    return (
      <section className="panel dt-failed" role="alert" data-testid="page-load-failed">
        <h1 className="panel-title">{uiText('pageLoadFailed')}</h1>
        <p>{uiText(stale ? 'pageLoadStale' : 'pageLoadBroken')}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => location.reload()}>{uiText('reload')}</button>
      </section>
    )
  }
}
