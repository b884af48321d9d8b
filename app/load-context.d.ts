import 'react-router'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce?: string
    /** The visitor's address as Express sees it (TRUST_PROXY decides whose X-Forwarded-For counts). */
    clientIp?: string
  }
}
