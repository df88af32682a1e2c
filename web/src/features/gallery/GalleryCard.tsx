import {
  ActionIcon,
  AspectRatio,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../lib/format-date';
import classes from './Gallery.module.css';
import type { GalleryItem } from './gallery-items';

export interface GalleryCardProps {
  item: GalleryItem;
  /** Opens the item large (the thumbnail is its button). */
  onOpen(item: GalleryItem): void;
  onDownload(item: GalleryItem): void;
  onDelete(item: GalleryItem): void;
  downloading?: boolean;
}

/**
 * One saved item: a lazily loaded thumbnail in a fixed 3:4 frame (nothing jumps), name, date, actions. The
 * thumbnail is the 256 px WebP, or the 512 px one on high-density screens (srcset 1x/2x); it is a button
 * ("View {name}") that opens the full image.
 */
export function GalleryCard({ item, onOpen, onDownload, onDelete, downloading = false }: GalleryCardProps) {
  const date = formatDate(item.date);
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={item.name}>
      <Card.Section>
        <AspectRatio ratio={3 / 4} className={classes.thumb}>
          <UnstyledButton
            className={classes.thumbButton}
            onClick={() => onOpen(item)}
            aria-label={`View ${item.name}`}
            aria-haspopup="dialog"
          >
            <img
              src={item.thumbnailUrl}
              srcSet={item.thumbnail2xUrl ? `${item.thumbnailUrl} 1x, ${item.thumbnail2xUrl} 2x` : undefined}
              alt={item.name}
              loading="lazy"
              decoding="async"
              className={classes.thumbImage}
            />
          </UnstyledButton>
        </AspectRatio>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} size="sm" className={classes.name} title={item.name}>
          {item.name}
        </Text>
        {date && (
          <Text size="xs" c="dimmed">
            {date}
          </Text>
        )}
      </Stack>
      {/* Download keeps its label; Delete is an icon (with a tooltip) so both fit two cards across a phone. */}
      <Group gap={6} mt="sm" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          flex={1}
          px={8}
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => onDownload(item)}
          loading={downloading}
          aria-label={`Download ${item.name}`}
        >
          Download
        </Button>
        <Tooltip label="Delete" openDelay={700}>
          <ActionIcon
            size={30}
            variant="light"
            color="red"
            onClick={() => onDelete(item)}
            aria-label={`Delete ${item.name}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
