import { useEffect, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router'
import fontUrl from '~/assets/fonts/inter-text.woff2?url'
import appCss from './app.css?url'
import { BackToTop } from './components/layout/back-to-top'
import { ContactTab } from './components/layout/contact-tab'
import { CookieNotice } from './components/layout/cookie-notice'
import { Footer } from './components/layout/footer'
import { Header } from './components/layout/header'
import { SHELL_SCRIPT, SPECULATION_RULES } from './components/layout/shell-scripts'
import { ErrorPage } from './components/layout/error-page'
import { hasConsentCookie } from './lib/consent'
import { HYDRATE_AFTER_LOAD_SCRIPT } from './lib/deferred-hydration'
import { useNonce } from './lib/nonce'
import { scriptJson } from './lib/script-json'
import { organizationJsonLd } from './seo/structured-data'
import type { Route } from './+types/root'

export const links: LinksFunction = () => [
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/media/icons/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/media/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/**
 * Whether the visitor accepted the cookie notice, for pages rendered per request (a form, a tab in
 * the query): without script they leave the notice out. Prerendered pages say false here; the
 * server marks their HTML instead (server/app.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { consented: hasConsentCookie(request.headers.get('Cookie')) }
}

export interface RouteHandle {
  /** 'admin' pages bring their own chrome instead of the public header and footer. */
  shell?: 'public' | 'admin'
  /** Hide the fixed "Contact us" tab (on the contact page itself). */
  hideContactTab?: boolean
  /**
   * Whether the page needs React in the browser (a form that validates as you type, the admin).
   * Every other page is HTML and CSS only: it loads no framework script at all.
   */
  hydrate?: boolean
  /**
   * Whether the page's form is an island (app/lib/islands.ts): the page renders the island's own
   * small bundle and loads no router. In development React Router hydrates the whole page instead.
   */
  island?: boolean
}

function useShell(): Required<RouteHandle> {
  const matches = useMatches()
  const handle = matches.reduce<RouteHandle>(
    (acc, m) => ({ ...acc, ...(m.handle as RouteHandle | undefined) }),
    {},
  )
  const island = handle.island ?? false
  return {
    shell: handle.shell ?? 'public',
    hideContactTab: handle.hideContactTab ?? false,
    hydrate: (handle.hydrate ?? false) || (island && import.meta.env.DEV),
    island,
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const { shell, hideContactTab, hydrate, island } = useShell()
  const consented = useRouteLoaderData<typeof loader>('root')?.consented === true
  // Marks the moment React has taken over a page that hydrates (tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1226" />
        {/* An island's inert module waits for this (app/lib/deferred-hydration.ts). */}
        {island && !import.meta.env.DEV ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_LOAD_SCRIPT }} />
        ) : null}
        {shell === 'public' ? (
          <>
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHELL_SCRIPT }} />
            <script
              type="speculationrules"
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
            />
          </>
        ) : null}
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: scriptJson(organizationJsonLd()) }}
        />
      </head>
      <body>
        <div id="top" tabIndex={-1} className="outline-none" />
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-accent-400 px-5 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {shell === 'public' ? <Header /> : null}
        <main
          id="main"
          tabIndex={-1}
          className={shell === 'public' ? 'pt-header outline-none' : 'outline-none'}
        >
          {children}
        </main>
        {shell === 'public' ? (
          <>
            <Footer />
            <aside aria-label="Shortcuts">
              {hideContactTab ? null : <ContactTab />}
              <BackToTop />
            </aside>
            {consented ? null : <CookieNotice />}
          </>
        ) : null}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error)
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
}
