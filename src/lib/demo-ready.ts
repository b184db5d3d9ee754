/**
 * Resolves once the demo API (the Mock Service Worker) is listening. The HTTP client waits
 * for it before each call, so the worker can start after the first paint without any call
 * reaching the network too early.
 */
let resolveReady: () => void = () => undefined;

export const demoReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export function markDemoReady(): void {
  resolveReady();
}
