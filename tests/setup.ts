import { setLogLevel } from '~/server/logger.server'

setLogLevel('silent')
