import { Component, type ErrorInfo, type ReactNode } from 'react'
import { FORM_MESSAGES } from '~/contracts/messages'

interface State {
  failed: boolean
}

/** A form that fails to render shows a fallback instead of taking the page down. */
export class FormErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      this.props.fallback ?? (
        <div
          role="alert"
          className="rounded-card border border-danger-700/25 bg-danger-300/20 p-6 text-danger-700"
        >
          <p className="font-semibold">{FORM_MESSAGES.formCrashed}</p>
        </div>
      )
    )
  }
}
