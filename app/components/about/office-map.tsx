import { ArtFigure } from '~/components/blocks/art-figure'
import { LinkButton } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import type { AboutContent } from '~/content/about'

export interface OfficeMapProps {
  map: AboutContent['map']
  /** The office's name, phone and hours, beside the map. */
  office: { name: string; phone: { href: string; display: string }; hours: string }
}

/**
 * The static fallback (map art, address, directions) lies under the OpenStreetMap frame, which the
 * browser loads only as it nears the viewport (loading="lazy"). Until the frame paints, the art shows
 * through it; without script the frame stays hidden (app.css), as the embedded map needs script.
 */
export function OfficeMap({ map, office }: OfficeMapProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-stretch">
      <div className="relative min-h-[20rem] overflow-hidden rounded-[1.75rem] border border-line bg-navy-900 shadow-card lg:min-h-[27rem]">
        <ArtFigure topic="map" bare className="absolute inset-0 h-full!" />
        <iframe
          src={map.embedUrl}
          title={map.frameTitle}
          loading="lazy"
          referrerPolicy="no-referrer"
          data-map-frame=""
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <div
        data-map-fallback=""
        className="flex flex-col rounded-[1.75rem] border border-line bg-navy-900 p-7 sm:p-9"
      >
        <Icon name="map-pin" className="size-7 text-accent-400" />
        <h3 className="mt-5 text-h3 font-semibold">{office.name}</h3>
        <p className="mt-3 leading-relaxed text-mist">{map.fallback}</p>
        <address className="mt-5 space-y-2 text-sm text-mist not-italic">
          <a href={office.phone.href} className="flex items-center gap-2 hover:text-accent-400">
            <Icon name="phone" className="size-4 text-accent-400" />
            {office.phone.display}
          </a>
          <p className="flex items-center gap-2">
            <Icon name="clock" className="size-4 text-accent-400" />
            {office.hours}
          </p>
        </address>
        <LinkButton to={map.directionsUrl} external variant="secondary" className="mt-7 self-start">
          {map.directionsLabel}
        </LinkButton>
      </div>
    </div>
  )
}
