/**
 * A soft coloured light behind a hero or a card: a radial gradient that fades out at its box's
 * edges, not a disc under a blur filter, which a browser rasterising on the CPU redraws pixel by
 * pixel (ADR 016, fifth part). The fade starts at 30% so the light keeps its strength. Give it its
 * colour with a `from-*` class: `${GLOW} from-accent-400/10`.
 */
export const GLOW = 'bg-radial-[closest-side] from-30% to-transparent'
