import { afterEach, beforeEach, vi } from 'vitest';
import { stubObjectUrls } from '@/components/data-table/test-fixtures';

/**
 * For the tests of a file (or describe block) that download files: each test starts with
 * none; what the page "saves" is kept here instead (the file names its links give, the
 * blobs it makes), and the object URLs are the browser's again after each test.
 */
export function captureDownloads() {
  const captured = { names: [] as string[], blobs: [] as Blob[], revoked: [] as string[] };
  let urls: ReturnType<typeof stubObjectUrls> | undefined;
  beforeEach(() => {
    urls = stubObjectUrls();
    captured.names = [];
    captured.blobs = urls.blobs;
    captured.revoked = urls.revoked;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      captured.names.push(this.download);
    });
  });
  afterEach(() => urls?.restore());
  return captured;
}
