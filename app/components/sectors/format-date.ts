import { formatLongDate } from '~/lib/format-number'

/** '2026-05-20' → '20 May 2026', the same on the server and in every browser. */
export const formatDate = formatLongDate
