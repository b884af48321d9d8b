import { useEffect, useRef, useState } from 'react'
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
 * The static fallback (map art, address, directions) is the server's and the no-JS picture. After
 * hydration, once the block comes near the viewport, the OpenStreetMap frame is laid over it and
 * fades in when it has loaded; if it never loads, the fallback stays visible underneath.
 */
export function OfficeMap({ map, office }: OfficeMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [loaded, setLoaded] = useState(false)

  // Watches the viewport (an external system) to load the third-party frame only when needed.
  useEffect(() => {
    const node = box.current
    if (!node || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: '300px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-stretch">
      <div
        ref={box}
        className="relative min-h-[20rem] overflow-hidden rounded-[1.75rem] border border-line bg-navy-900 shadow-card lg:min-h-[27rem]"
      >
        <ArtFigure topic="map" bare className="absolute inset-0 h-full!" />
        {near ? (
          <iframe
            src={map.embedUrl}
            title={map.frameTitle}
            loading="lazy"
            referrerPolicy="no-referrer"
            onLoad={() => setLoaded(true)}
            className={`absolute inset-0 size-full border-0 transition-opacity duration-700 ${loaded ? 'opacity-100' : 'opacity-0'}`}
          />
        ) : null}
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
