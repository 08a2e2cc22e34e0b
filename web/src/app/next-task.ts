/**
 * Ends the current task (docs/architecture.md, "First visit"): the browser may paint and handle input before what
 * follows runs. scheduler.yield where the browser has it (what follows runs first among waiting tasks), a message to
 * ourselves elsewhere; never a timer, which a browser may hold back. Without either (jsdom) it only waits a microtask.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
