import { randomBytes } from 'node:crypto'
import { getSetting, setSettingIfAbsent } from '../db/app-settings.server'
import { getDatabase, type DatabaseHandle } from '../db/client.server'

const cache = new WeakMap<DatabaseHandle, Map<string, Promise<string>>>()

async function loadSecret(key: string): Promise<string> {
  await setSettingIfAbsent(key, randomBytes(32).toString('base64url'))
  const stored = await getSetting(key)
  if (!stored) throw new Error(`secret ${key} could not be stored`)
  return stored
}

/**
 * A random secret kept in app_settings under `key`: made on first use, the same for every
 * instance on that database (first writer wins), then read from memory, not per request.
 */
export function getStoredSecret(key: string): Promise<string> {
  const handle = getDatabase()
  let secrets = cache.get(handle)
  if (!secrets) {
    secrets = new Map()
    cache.set(handle, secrets)
  }
  const known = secrets.get(key)
  if (known) return known
  const loading = loadSecret(key)
  secrets.set(key, loading)
  // A failed read (database briefly down) is retried on the next call instead of cached.
  loading.catch(() => secrets.delete(key))
  return loading
}
