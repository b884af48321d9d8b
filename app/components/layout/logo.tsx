import { site } from '~/content/site'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} width="32" height="32">
      <rect width="32" height="32" rx="9" fill="#101b38" />
      <path
        d="M10 8h7.2c3 0 5 1.7 5 4.2 0 1.6-.9 2.8-2.3 3.4 1.9.5 3.1 1.9 3.1 3.9 0 2.8-2.2 4.5-5.4 4.5H10z"
        fill="none"
        stroke="#3df5c8"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <circle cx="24.5" cy="8.5" r="2.2" fill="#8b7bff" />
    </svg>
  )
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-8 shrink-0" />
      <span className="text-[1.05rem] leading-none font-semibold tracking-tight text-paper">
        {site.shortName}
        <span className="text-accent-400"> IT</span>
      </span>
    </span>
  )
}
