/**
 * Ends the current task (docs/architecture.md, "Loading"): the browser may paint and handle input before what follows
 * runs. A message to ourselves, not a timer, which a browser holds back in a background tab; without MessageChannel
 * (jsdom) it only waits a microtask.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
}
