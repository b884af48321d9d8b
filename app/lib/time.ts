/** Timestamps are stored as ISO 8601 UTC strings in both dialects. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString()
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString()
}
