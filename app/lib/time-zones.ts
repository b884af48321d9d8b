/*
 * The IANA time zones a member can choose from (Settings: when the daily digest reaches them). The
 * list is the runtime's own (Intl), under today's names: some builds of ICU still list a zone by a
 * name it has since lost (Asia/Calcutta for Asia/Kolkata), and the site's zone must be there by the
 * name the site uses.
 */

/** Zones that ICU may list under their old names, and the names the IANA database gives them now. */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
}

let zones: readonly string[] | undefined

/** Every zone, by region then place, each once: 'Africa/Abidjan' … 'UTC'. */
export function timeZoneChoices(): readonly string[] {
  zones ??= [
    ...new Set([
      ...Intl.supportedValuesOf('timeZone').map((zone) => RENAMED[zone] ?? zone),
      ...Object.values(RENAMED),
      'UTC',
    ]),
  ]
    .filter(isTimeZone)
    .sort((a, b) => a.localeCompare(b, 'en'))
  return zones
}

/** Whether the runtime can show times in `zone` (an IANA name or alias it knows). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The zones grouped by the region before their first slash, for a select's option groups. */
export function timeZoneGroups(list: readonly string[]): { region: string; zones: string[] }[] {
  const groups = new Map<string, string[]>()
  for (const zone of list) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other'
    groups.set(region, [...(groups.get(region) ?? []), zone])
  }
  return [...groups].map(([region, zones]) => ({ region, zones }))
}

/** 'America/Argentina/Buenos_Aires' → 'Argentina/Buenos Aires': the place, as an option reads. */
export function timeZonePlace(zone: string): string {
  return (zone.includes('/') ? zone.slice(zone.indexOf('/') + 1) : zone).replaceAll('_', ' ')
}
