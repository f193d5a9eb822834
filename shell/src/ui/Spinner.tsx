/** A round loading spinner for in-page waits (the demo route; navigation uses the progress bar). */
export function Spinner({ label, testId }: { readonly label: string; readonly testId?: string }) {
  return (
    <div className="spinner-wrap" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  )
}
