/** A CSV export link of a list: its filters as the query string (empty ones left out). */
export function csvUrl(path: string, filters: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) =>
      v === null || v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();
  return query ? `${path}?${query}` : path;
}
