import { downloadFile } from '../../lib/media.api';
import { tryOnDownloadName } from './tryon-options';

/** Downloads a try-on result as `virtual-tryon-{timestamp}.png`. Returns the file name used. */
export function downloadTryOnResult(url: string, now: number = Date.now()): Promise<string> {
  return downloadFile(url, tryOnDownloadName(now));
}
