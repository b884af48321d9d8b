import type { TIME_ZONES } from '~/contracts/hire-brief'

/**
 * The time zone a client's page speaks in, for the example times it suggests ("10:00 to 13:00 UK
 * time"): the zone of the country the client wrote on their brief, else the zone they asked the
 * team to overlap with, else their own local time unnamed.
 */
export interface ClientTimeZone {
  /** The IANA zone, when one is known. */
  zone: string | null
  /** How a person names it after a time: "UK time", "India time (IST)". */
  label: string
}

interface Zone {
  zone: string
  label: string
}

const UK: Zone = { zone: 'Europe/London', label: 'UK time' }
const CENTRAL_EUROPE: Zone = { zone: 'Europe/Berlin', label: 'Central European time (CET)' }
const US_EASTERN: Zone = { zone: 'America/New_York', label: 'US Eastern time' }
const INDIA: Zone = { zone: 'Asia/Kolkata', label: 'India time (IST)' }
const GULF: Zone = { zone: 'Asia/Dubai', label: 'Gulf time (GST)' }
const AUSTRALIA_EAST: Zone = { zone: 'Australia/Sydney', label: 'Sydney time' }

/**
 * One representative zone for each country a client is likely to write, by the names people type
 * (lower case, without dots). A country of several zones gets the one most of its business keeps.
 */
const COUNTRY_ZONES: Readonly<Record<string, Zone>> = {
  'united kingdom': UK,
  uk: UK,
  gb: UK,
  'great britain': UK,
  britain: UK,
  england: UK,
  scotland: UK,
  wales: UK,
  'northern ireland': UK,
  ireland: { zone: 'Europe/Dublin', label: 'Irish time' },
  portugal: { zone: 'Europe/Lisbon', label: 'Lisbon time' },
  germany: CENTRAL_EUROPE,
  deutschland: CENTRAL_EUROPE,
  france: CENTRAL_EUROPE,
  netherlands: CENTRAL_EUROPE,
  'the netherlands': CENTRAL_EUROPE,
  belgium: CENTRAL_EUROPE,
  luxembourg: CENTRAL_EUROPE,
  switzerland: CENTRAL_EUROPE,
  austria: CENTRAL_EUROPE,
  spain: CENTRAL_EUROPE,
  italy: CENTRAL_EUROPE,
  denmark: CENTRAL_EUROPE,
  sweden: CENTRAL_EUROPE,
  norway: CENTRAL_EUROPE,
  poland: CENTRAL_EUROPE,
  'czech republic': CENTRAL_EUROPE,
  czechia: CENTRAL_EUROPE,
  finland: { zone: 'Europe/Helsinki', label: 'Finnish time (EET)' },
  'united states': US_EASTERN,
  'united states of america': US_EASTERN,
  usa: US_EASTERN,
  us: US_EASTERN,
  america: US_EASTERN,
  canada: { zone: 'America/Toronto', label: 'Eastern time (Toronto)' },
  india: INDIA,
  'united arab emirates': GULF,
  uae: GULF,
  dubai: GULF,
  oman: GULF,
  'saudi arabia': { zone: 'Asia/Riyadh', label: 'Saudi time (AST)' },
  qatar: { zone: 'Asia/Qatar', label: 'Qatar time' },
  bahrain: { zone: 'Asia/Bahrain', label: 'Bahrain time' },
  kuwait: { zone: 'Asia/Kuwait', label: 'Kuwait time' },
  singapore: { zone: 'Asia/Singapore', label: 'Singapore time (SGT)' },
  malaysia: { zone: 'Asia/Kuala_Lumpur', label: 'Malaysia time' },
  japan: { zone: 'Asia/Tokyo', label: 'Japan time (JST)' },
  australia: AUSTRALIA_EAST,
  'new zealand': { zone: 'Pacific/Auckland', label: 'New Zealand time' },
  'south africa': { zone: 'Africa/Johannesburg', label: 'South African time (SAST)' },
  kenya: { zone: 'Africa/Nairobi', label: 'East Africa time (EAT)' },
  israel: { zone: 'Asia/Jerusalem', label: 'Israel time' },
}

/** The overlap zones a brief offers, by the words in their brackets: "UTC+00:00 (UK, Portugal)". */
const OVERLAP_ZONES: Readonly<Record<(typeof TIME_ZONES)[number], Zone>> = {
  'UTC-08:00 (US Pacific)': { zone: 'America/Los_Angeles', label: 'US Pacific time' },
  'UTC-05:00 (US Eastern)': US_EASTERN,
  'UTC+00:00 (UK, Portugal)': UK,
  'UTC+01:00 (Central Europe)': CENTRAL_EUROPE,
  'UTC+03:00 (Gulf, East Africa)': { zone: 'Asia/Riyadh', label: 'Gulf time (UTC+3)' },
  'UTC+04:00 (UAE)': GULF,
  'UTC+05:30 (India)': INDIA,
  'UTC+08:00 (Singapore)': { zone: 'Asia/Singapore', label: 'Singapore time (SGT)' },
  'UTC+10:00 (Sydney)': AUSTRALIA_EAST,
}

const YOUR_TIME: ClientTimeZone = { zone: null, label: 'your local time' }

const countryKey = (country: string) => country.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ')

/** The client's time zone from their brief: its country, else its overlap zone, else unnamed. */
export function clientTimeZone(brief: { country: string; timezone: string | null }): ClientTimeZone {
  // Own keys only: a country typed as "constructor" is no zone.
  const country = countryKey(brief.country)
  if (Object.hasOwn(COUNTRY_ZONES, country)) return COUNTRY_ZONES[country] as Zone
  const overlap = brief.timezone
  if (overlap && Object.hasOwn(OVERLAP_ZONES, overlap))
    return OVERLAP_ZONES[overlap as keyof typeof OVERLAP_ZONES]
  return YOUR_TIME
}
