import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../lib/format-date';
import classes from './Gallery.module.css';
import type { GalleryItem } from './gallery-items';

export interface GalleryLightboxProps {
  /** The item shown; `null` closes the dialog. */
  item: GalleryItem | null;
  onClose(): void;
  onDownload(item: GalleryItem): void;
  downloading?: boolean;
}

/** The full image in a frame of fixed height (nothing jumps as it loads), with a spinner until it has. */
function FullImage({ item }: { item: GalleryItem }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className={classes.lightboxFrame} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && <Loader className={classes.lightboxLoader} aria-label="Loading image" />}
      {state === 'failed' ? (
        <Text c="dimmed" ta="center" p="md">
          This image could not be loaded.
        </Text>
      ) : (
        <img
          src={item.imageUrl}
          alt={item.name}
          decoding="async"
          className={classes.lightboxImage}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}

/**
 * A gallery item opened large: the full-size image (not the grid's thumbnail) in a dialog titled with its
 * name, its date and Download. It closes with Esc, its "×" or a click outside, and gives the focus back to
 * the thumbnail that opened it. The dialog fills most of a phone's screen and is at most 900 px wide.
 */
export function GalleryLightbox({ item, onClose, onDownload, downloading = false }: GalleryLightboxProps) {
  // The last item stays drawn while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const date = shown ? formatDate(shown.date) : '';

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={shown?.name}
      size={900}
      centered
      classNames={{ title: classes.lightboxTitle }}
    >
      {shown && (
        <>
          <FullImage key={`${shown.kind}-${shown.id}`} item={shown} />
          <Group justify="space-between" mt="md" gap="sm">
            <Text size="sm" c="dimmed">
              {date}
            </Text>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => onDownload(shown)}
              loading={downloading}
            >
              Download
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
