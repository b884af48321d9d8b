import { sourceLabel, type VisitSource } from '../contract'

/** The words of a source: "LinkedIn · campaign spring-hiring · landed on /it-team". */
export function describeSource(source: VisitSource): string {
  const parts = [sourceLabel(source.name)]
  if (source.referrer && source.referrer !== source.name && !source.referrer.startsWith(`${source.name}.`)) {
    parts.push(`via ${source.referrer}`)
  }
  if (source.medium) parts.push(`medium ${source.medium}`)
  if (source.campaign) parts.push(`campaign ${source.campaign}`)
  if (source.landing) parts.push(`landed on ${source.landing}`)
  return parts.join(' · ')
}

/** One line on a record: where the visit that sent it came from (nothing when it is not known). */
export function CameFrom({ source }: { source: VisitSource | null }) {
  if (!source) return null
  return (
    <p className="-mt-4 mb-6 text-sm text-slate-600">
      <span className="font-semibold text-slate-700">Came from:</span> {describeSource(source)}
    </p>
  )
}
