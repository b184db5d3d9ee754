/**
 * What runs inside the page: an init script that keeps every resource entry and notes when a
 * service worker is registered (its script fetch is not a resource entry of the page), and the
 * readers of the largest contentful paint and of the resource entries.
 */

/**
 * Runs before any script of the page. `ready` is the CSS selector of the scenario's wait state:
 * a mutation observer notes the page clock when it first matches (`__paintBudgetShown`), which
 * is when the page's content is on screen whatever the largest-paint entry picked.
 */
export function recordInit(ready) {
  performance.setResourceTimingBufferSize(5000);
  const watch = new MutationObserver(() => {
    if (!document.querySelector(ready)) return;
    watch.disconnect();
    Object.defineProperty(window, '__paintBudgetShown', { value: performance.now() });
  });
  watch.observe(document, { childList: true, subtree: true });
  const registrations = [];
  Object.defineProperty(window, '__paintBudgetWorkers', { value: registrations });
  if (typeof ServiceWorkerContainer === 'undefined') return;
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (url, ...rest) {
    registrations.push({ url: new URL(String(url), location.href).href, at: performance.now() });
    return register.call(this, url, ...rest);
  };
}

/**
 * Resolves, once the wait state holds, with the last largest-contentful-paint entry the observer
 * delivers (buffered: the paints so far) and the page's clock at that moment. The timer only
 * ends a page that painted nothing at all, which is reported as a failure.
 */
export function readPaint(noPaintTimeoutMs) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (entry) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const element = entry?.element;
      const text = (element?.textContent ?? '').trim().slice(0, 40);
      resolve({
        at: performance.now(),
        shown: window.__paintBudgetShown ?? null,
        lcp: entry ? entry.startTime : null,
        lcpElement: element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${text}`.trim()
          : (entry?.url ?? null),
      });
    };
    // The entry of the frame that drew the wait state comes after that frame: read the
    // entries two frames later, or the page's largest paint may be missed for an earlier one.
    let last;
    const observer = new PerformanceObserver((list) => {
      last = list.getEntries().at(-1) ?? last;
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => finish(last))));
    });
    const timer = setTimeout(() => finish(undefined), noPaintTimeoutMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * The resource entries started up to `until` (page clock) and the worker registrations.
 * A resource gets its entry only when it has arrived: call this once those requests settled.
 */
export function readResources(until) {
  return {
    resources: performance
      .getEntriesByType('resource')
      .filter((resource) => resource.startTime <= until)
      .map((resource) => ({
        name: resource.name,
        initiatorType: resource.initiatorType,
        startTime: resource.startTime,
        responseEnd: resource.responseEnd,
        encodedBodySize: resource.encodedBodySize,
      })),
    workers: (window.__paintBudgetWorkers ?? []).filter((worker) => worker.at <= until),
  };
}
