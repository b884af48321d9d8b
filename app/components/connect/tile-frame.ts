/** The shared look of the four tiles; the art sits faintly in the top-right corner. */
export const tileFrame =
  'group relative isolate flex min-h-[17rem] flex-col overflow-hidden rounded-[1.75rem] border border-line bg-navy-900 p-7 shadow-card ' +
  'transition-[border-color,box-shadow] duration-300 hover:border-accent-400/60 hover:shadow-glow focus-within:border-accent-400/60 sm:p-9'

export const tileIcon =
  'grid size-14 place-items-center rounded-2xl bg-accent-400/10 text-accent-400 ring-1 ring-accent-400/25 ring-inset'

export const tileArt =
  'pointer-events-none absolute -top-6 -right-10 -z-10 w-64 opacity-35 [mask-image:radial-gradient(circle_at_70%_30%,black,transparent_70%)]'
