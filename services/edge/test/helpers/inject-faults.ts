// Preloaded (`--import`) into a real service process by tests, to cause the failures nobody
// catches: SIGUSR2 rejects a promise nobody awaits, SIGHUP throws from a timer callback.
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('injected rejection'));
});
process.on('SIGHUP', () => {
  setImmediate(() => {
    throw new Error('injected exception');
  });
});
