/** Shown for the moment between the first script and the first page's code arriving. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
