/** "?token=…&type=…" anywhere opens the API login (screens-protocol.md section 2, behaviour of entry). */
export function apiLoginPathFromQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const type = query.get('type');
  if (!token || !type) return null;
  return `/login/${encodeURIComponent(token)}/${encodeURIComponent(type)}`;
}

/** An API login link may carry ?token=&type= before the hash: hand it to the hash route and drop the query. */
export function moveApiLoginQueryToHash(): void {
  const path = apiLoginPathFromQuery(window.location.search);
  if (path) window.history.replaceState(null, '', `${window.location.pathname}#${path}`);
}
