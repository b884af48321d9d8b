import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './app/lib/routes'

export default {
  appDirectory: 'app',
  ssr: true,
  // Public pages are static HTML made at build; the two form pages, admin and API run per request.
  prerender: () => [...PRERENDERED_PATHS],
} satisfies Config
