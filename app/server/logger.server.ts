import { pino, type Level } from 'pino'

/** JSON lines to stdout. startServices() sets the level from LOG_LEVEL once config is parsed. */
export const logger = pino({ level: 'info', base: undefined, timestamp: pino.stdTimeFunctions.isoTime })

export function setLogLevel(level: Level | 'silent'): void {
  logger.level = level
}
