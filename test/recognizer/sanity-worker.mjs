// Started as a worker thread by offline-run.ts: this request must be caught by
// the network trap, which proves the trap is live inside worker threads.
await fetch('https://sanity-check.invalid/').catch(() => undefined);
