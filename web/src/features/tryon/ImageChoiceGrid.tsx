import { AspectRatio, Badge, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './TryOn.module.css';

/** One saved image the user can pick (a saved AI person, a saved photo or a saved clothing item). */
export interface ImageChoice {
  key: string;
  name: string;
  imageUrl: string;
  /** A small label on the tile, e.g. "AI". */
  tag?: string;
}

/** A grid of saved images; clicking one picks it (each tile is a button named "Select {name}"). */
export function ImageChoiceGrid({
  items,
  onPick,
}: {
  items: ImageChoice[];
  onPick(item: ImageChoice): void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
      {items.map((item) => (
        <UnstyledButton
          key={item.key}
          className={classes.tile}
          onClick={() => onPick(item)}
          aria-label={`Select ${item.name}`}
        >
          <AspectRatio ratio={3 / 4} className={classes.tileImage}>
            <img src={item.imageUrl} alt="" loading="lazy" decoding="async" />
          </AspectRatio>
          {item.tag ? (
            <Badge size="xs" className={classes.tileTag} variant="filled">
              {item.tag}
            </Badge>
          ) : null}
          <Text size="xs" fw={600} truncate="end" mt={4} title={item.name}>
            {item.name}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
