import { downloadFile } from '../../lib/uploads';
import { tryOnDownloadName } from './tryon-options';

/**
 * Downloads a try-on result as `virtual-tryon-{timestamp}.png`. Returns the file name used.
 * Not GraphQL: the result is a file (bytes, not data), read straight from its `/uploads/` address with the
 * owner's cookies and handed to the browser as a download.
 */
export function downloadTryOnResult(url: string, now: number = Date.now()): Promise<string> {
  return downloadFile(url, tryOnDownloadName(now));
}
