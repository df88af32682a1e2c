import { AspectRatio, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { uploadImage, uploadRefusalReason } from '../../lib/uploads';
import { toast } from '../../lib/toast';
import { ImageDropzone, type ImageDropzoneHandle } from './ImageDropzone';
import classes from './ImageDropzone.module.css';
import { PreviewActions } from './PreviewActions';
import { checkImageFile, UPLOAD_MESSAGES } from './validate-image';

export interface ImageUploadProps {
  /** The uploaded image's `/uploads/...` address, or `null` when there is none. */
  value: string | null;
  /** Called with the new address after an upload, and with `null` on Clear. */
  onChange(url: string | null): void;
  /** Accessible name of the drop zone, e.g. "Upload person photo". */
  label: string;
  /** Alt text of the preview. */
  previewAlt?: string;
  /** Preview shape (width / height); portraits by default. */
  ratio?: number;
  /** Injected upload call (tests); defaults to POST /api/upload. */
  upload?: (file: File) => Promise<string>;
}

/**
 * Upload with preview (for the gallery now, the try-on screen later): the drop zone takes the first file,
 * checks it on the client (an image of at most 10 MB, with the spec's toasts), uploads it
 * (POST /api/upload, field `image`) and shows it, with Clear and Change. A refused upload shows the
 * server's reason.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  previewAlt = 'Uploaded image preview',
  ratio = 3 / 4,
  upload = uploadImage,
}: ImageUploadProps) {
  const [uploading, setUploading] = useState(false);
  const dropzone = useRef<ImageDropzoneHandle>(null);

  const onFile = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({ title: UPLOAD_MESSAGES.title, description: problem, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      onChange(await upload(file));
    } catch (error) {
      // The server's reason when it refused the file; the spec's general text when it failed otherwise.
      const description = uploadRefusalReason(error) ?? UPLOAD_MESSAGES.failed;
      toast({ title: UPLOAD_MESSAGES.title, description, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm">
      {value && !uploading ? (
        <AspectRatio ratio={ratio} className={classes.preview} w="100%" maw={280} mx="auto">
          <img src={value} alt={previewAlt} className={classes.previewImage} />
        </AspectRatio>
      ) : null}
      {/* The zone stays mounted (hidden behind the preview) so Change can open its picker. */}
      <div hidden={Boolean(value) && !uploading}>
        <ImageDropzone ref={dropzone} label={label} onFile={onFile} loading={uploading} />
      </div>
      {value && !uploading ? (
        <PreviewActions onClear={() => onChange(null)} onChange={() => dropzone.current?.openPicker()} />
      ) : null}
    </Stack>
  );
}
