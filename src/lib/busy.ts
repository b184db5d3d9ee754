import { useLayoutEffect } from 'react';

/**
 * Whether the page is still coming up to date, said on `<html data-busy="true|false">`:
 * data being fetched or saved, a route loading or not drawn yet, a part of the page showing
 * its loading stand-in (a Suspense fallback). Whatever must see the page as the visitor will
 * (the browser tests, a screenshot, a monitoring probe) waits for `false` instead of
 * guessing with a network-idle timer, which the demo cannot feed: its calls are answered in
 * the page and never touch the network. The attribute is absent until the app has started.
 *
 * Busy shows at once; idle only once nothing has been pending for a drawn frame, so the gap
 * between one piece of work and the next it starts (the data, then the part that shows it)
 * does not read as idle. A background tab draws no frames: its idle waits until it is shown.
 * Cheap: a handful of counters, and the attribute written only when its value changes.
 */

type Source = () => boolean;

const sources = new Set<Source>();
/** Parts of the page showing their loading stand-in right now. */
let standIns = 0;
/** Grows each time the app is seen busy: a confirmation of idle from before is dropped. */
let generation = 0;
/** A confirmation of idle is waiting for its frame. */
let confirming = false;

const busyNow = () => standIns > 0 || [...sources].some((source) => source());

function write(busy: boolean): void {
  const root = document.documentElement;
  const value = String(busy);
  if (root.dataset.busy !== value) root.dataset.busy = value;
}

/** After the next frame is drawn (or, where no frames are drawn, the next task). */
function afterFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(task, 0));
  } else {
    setTimeout(task, 0);
  }
}

/** Says again whether the app is busy; every source calls it when its state may have changed. */
export function busyChanged(): void {
  if (typeof document === 'undefined') return;
  if (busyNow()) {
    generation += 1;
    confirming = false;
    write(true);
    return;
  }
  if (confirming || document.documentElement.dataset.busy === 'false') return;
  confirming = true;
  const seen = generation;
  afterFrame(() => {
    // Busy again meanwhile: the change back to idle confirms itself.
    if (seen !== generation) return;
    confirming = false;
    if (!busyNow()) write(false);
  });
}

/**
 * Adds a source of busyness, asked on every `busyChanged()` (the caller calls it when the
 * source changes); returns the way to remove it.
 */
export function watchBusy(source: Source): () => void {
  sources.add(source);
  busyChanged();
  return () => {
    sources.delete(source);
    busyChanged();
  };
}

/**
 * Keeps the page busy while the calling component is mounted: a Suspense fallback says the
 * part it stands in for is not drawn yet, until React draws it (which may be a little after
 * its code arrived: React holds back a reveal that would follow a fallback too closely).
 */
export function useBusyWhileMounted(): void {
  useLayoutEffect(() => {
    standIns += 1;
    busyChanged();
    return () => {
      standIns -= 1;
      busyChanged();
    };
  }, []);
}
