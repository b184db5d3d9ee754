/** What the demo database refuses, as errors the demo API answers in its own words (api.ts). */

/** A save made on a version of the record that another save has since replaced. */
export class DemoConflictError extends Error {
  constructor(
    readonly current: object,
    readonly version: number,
  ) {
    super('The record was changed by another save');
  }
}

/** A new row whose unique key (an e-mail, a name) a stored row already has: `existing`. */
export class DemoDuplicateError extends Error {
  constructor(readonly existing: object) {
    super('A stored record already has this key');
  }
}

/**
 * A row larger than a demo record may be (`MAX_ROW_CHARS` of JSON): the features' own rules
 * keep their fields far below it; this keeps one call from filling the browser's storage.
 */
export class DemoRowTooLargeError extends Error {
  constructor(readonly collection: string) {
    super(`A "${collection}" row is larger than a demo record may be`);
  }
}

/** The browser refused to store more (its quota for this site is used up). */
export class DemoStorageFullError extends Error {
  constructor() {
    super('The browser storage is full');
  }
}

/**
 * Fault injection (the browser tests' fault suite, or by hand): while this tab's
 * `sessionStorage['mirante-demo:storage-full']` is `on`, every demo write is refused as a
 * full browser storage refuses it; reads go on. Filling a real quota takes minutes.
 */
export const STORAGE_FULL_KEY = 'mirante-demo:storage-full';

export function storageFullPlanned(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_FULL_KEY) === 'on';
  } catch {
    return false;
  }
}

/** IndexedDB's refusal for want of room becomes the demo API's own error. */
export function storageError(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return new DemoStorageFullError();
  }
  return error instanceof Error ? error : new Error(String(error));
}
