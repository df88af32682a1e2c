import { Loader, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import classes from './ImageDropzone.module.css';

/** The image types the server accepts (spec section 9); the `accept` filter is only a hint to the picker. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface ImageDropzoneProps {
  /** Called with the first chosen or dropped file (any others are ignored). */
  onFile(file: File): void;
  /** Accessible name of the zone, e.g. "Upload person photo". */
  label: string;
  /** The line under the title. */
  description?: string;
  disabled?: boolean;
  /** Shows a spinner instead of the icon (while an upload runs). */
  loading?: boolean;
}

/** Opens the file picker of a dropzone (used by a "Change" button). */
export interface ImageDropzoneHandle {
  openPicker(): void;
}

/**
 * A drop zone built on a plain `input[type=file]`: click, Enter or Space opens the picker, and a file can be
 * dragged onto it. Only the first file is used.
 */
export const ImageDropzone = forwardRef<ImageDropzoneHandle, ImageDropzoneProps>(function ImageDropzone(
  { onFile, label, description = 'JPG, PNG or WEBP, up to 10MB', disabled = false, loading = false },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const inactive = disabled || loading;

  const openPicker = () => {
    if (!inactive) inputRef.current?.click();
  };
  useImperativeHandle(ref, () => ({ openPicker: () => inputRef.current?.click() }), []);

  const takeFirst = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (first) onFile(first);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    takeFirst(event.currentTarget.files);
    // Choosing the same file again must fire change again.
    event.currentTarget.value = '';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!inactive) setActive(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setActive(false);
    if (!inactive) takeFirst(event.dataTransfer?.files);
  };

  return (
    <>
      <div
        role="button"
        tabIndex={inactive ? -1 : 0}
        aria-label={label}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        className={classes.zone}
        data-active={active || undefined}
        data-disabled={inactive || undefined}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
      >
        {loading ? (
          <Loader size="md" aria-label="Uploading" />
        ) : (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconPhotoUp size={26} />
          </ThemeIcon>
        )}
        <Text fw={600}>{loading ? 'Uploading...' : 'Drop an image here or click to browse'}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="image-file-input"
        disabled={inactive}
        onChange={onChange}
      />
    </>
  );
});
