export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-lagoon-200 border-t-lagoon-700"
        aria-hidden
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
