// Preloaded into a server that a measuring script starts (`node --expose-gc --import …`): SIGUSR2
// runs a full garbage collection, so the memory read after it is what the server holds, not the
// garbage awaiting collection, which swings by tens of MB with the collector's timing.
process.on('SIGUSR2', () => globalThis.gc?.())
