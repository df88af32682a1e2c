import { MAX_UPLOAD_BYTES } from '../../lib/uploads';

/** The client-side upload checks of the spec (section 5); the server checks the bytes again. */
export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select a valid image file',
  tooLarge: 'File size too large. Maximum size is 10MB',
  /** Title of every upload toast (the shared rule's title for "upload" / "file"). */
  title: 'Upload Failed',
  failed: 'Failed to upload the image. Please try again.',
} as const;

/** Why a file cannot be uploaded, or `null` when it passes: it must be an image of at most 10 MB. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
