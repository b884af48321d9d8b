import type { Config } from '@react-router/dev/config'
import { PUBLIC_PATHS } from './app/lib/routes'

export default {
  appDirectory: 'app',
  ssr: true,
  // Public pages are static HTML made at build; admin, API and form posts run per request.
  prerender: () => [...PUBLIC_PATHS],
} satisfies Config
