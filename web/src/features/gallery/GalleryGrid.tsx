import { AspectRatio, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GalleryCard } from './GalleryCard';
import type { GalleryItem } from './gallery-items';

const COLS = { base: 2, sm: 3, md: 4 };

export interface GalleryGridProps {
  items: GalleryItem[] | undefined;
  isLoading: boolean;
  /** Accessible name of the grid while loading, e.g. "Loading person images". */
  loadingLabel: string;
  empty: { title: string; text: string; action?: ReactNode };
  onOpen(item: GalleryItem): void;
  onDownload(item: GalleryItem): void;
  onDelete(item: GalleryItem): void;
  downloadingId?: string | null;
}

/** The responsive grid of one tab, with skeleton cards while loading and the tab's empty state. */
export function GalleryGrid({
  items,
  isLoading,
  loadingLabel,
  empty,
  onOpen,
  onDownload,
  onDelete,
  downloadingId,
}: GalleryGridProps) {
  if (isLoading && !items) {
    return (
      <SimpleGrid cols={COLS} spacing="md" aria-busy="true" aria-label={loadingLabel} role="status">
        {Array.from({ length: 8 }, (_, i) => (
          <Card key={i} withBorder padding="sm" radius="md">
            <Card.Section>
              <AspectRatio ratio={3 / 4}>
                <Skeleton />
              </AspectRatio>
            </Card.Section>
            <Skeleton height={12} mt="sm" width="70%" />
            <Skeleton height={10} mt={6} width="40%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  if (!items || items.length === 0) {
    return (
      <Stack align="center" ta="center" gap="sm" py={48}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconPhoto size={30} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {empty.title}
        </Title>
        <Text c="dimmed" maw={420}>
          {empty.text}
        </Text>
        {empty.action}
      </Stack>
    );
  }

  return (
    <SimpleGrid cols={COLS} spacing="md">
      {items.map((item) => (
        <GalleryCard
          key={`${item.kind}-${item.id}`}
          item={item}
          onOpen={onOpen}
          onDownload={onDownload}
          onDelete={onDelete}
          downloading={downloadingId === `${item.kind}-${item.id}`}
        />
      ))}
    </SimpleGrid>
  );
}
