import { Link } from 'react-router'
import { footerColumns, legalLinks } from '~/content/navigation'
import { site } from '~/content/site'
import { SubscribeForm } from '~/features/subscriptions'
import { Logo } from './logo'
import { SocialLinks } from './social-icons'

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className="border-t border-line bg-navy-950">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-16 lg:grid-cols-[1.3fr_repeat(3,1fr)] lg:gap-12">
        <div className="col-span-2 max-w-sm space-y-5 lg:col-span-1">
          <Link to="/" className="inline-block rounded-md" aria-label={`${site.name}, home`}>
            <Logo />
          </Link>
          <p className="text-sm leading-relaxed text-mist">{site.description}</p>
          <address className="space-y-1 text-sm text-mist not-italic">
            <p>
              {site.address.street}, {site.address.locality} {site.address.postalCode}, {site.country}
            </p>
            <p>
              <a
                className="underline-offset-4 hover:text-accent-400 hover:underline"
                href={`mailto:${site.email.general}`}
              >
                {site.email.general}
              </a>
              {' · '}
              <a className="underline-offset-4 hover:text-accent-400 hover:underline" href={site.phone.href}>
                {site.phone.display}
              </a>
            </p>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-paper">{column.title}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={`${link.to}-${link.label}`}>
                  <Link
                    to={link.to}
                    prefetch="intent"
                    className="inline-flex min-h-9 items-center text-sm text-mist transition-colors hover:text-accent-400"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* Room at the foot for the back-to-top button, so that at the end of the page it covers no line. */}
      <div className="container-page flex flex-col gap-6 border-t border-line pt-8 pb-24 md:flex-row md:items-end md:justify-between">
        <div className="space-y-6">
          <SubscribeForm />
          <SocialLinks />
        </div>
        <div className="flex flex-col gap-2 text-sm text-fog md:items-end">
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-9 items-center hover:text-accent-400">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            © {year} {site.name}. {site.city}, {site.country}.
          </p>
        </div>
      </div>
    </footer>
  )
}
