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

/** The browser refused to store more (its quota for this site is used up). */
export class DemoStorageFullError extends Error {
  constructor() {
    super('The browser storage is full');
  }
}

/** IndexedDB's refusal for want of room becomes the demo API's own error. */
export function storageError(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return new DemoStorageFullError();
  }
  return error instanceof Error ? error : new Error(String(error));
}
