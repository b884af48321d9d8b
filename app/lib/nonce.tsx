import { createContext, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/** The CSP nonce of a page rendered per request; undefined on prerendered pages and in the browser. */
export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
