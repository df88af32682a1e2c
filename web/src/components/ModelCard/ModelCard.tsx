import { AspectRatio, Button, Card, Text } from '@mantine/core';
import { IconHanger } from '@tabler/icons-react';
import { useState } from 'react';

/** 2 to 6 columns by screen width: the grids of saved models (dashboard, generate screen). */
export const MODEL_GRID_COLS = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 };

export interface ModelCardProps {
  name: string;
  imageUrl: string;
  onUse(): void;
  /** Hide the whole card (not only the image) when the image fails to load: the saved AI people. */
  hideCardOnError?: boolean;
}

/** A saved person with "Use for Try-On"; an image that fails to load is hidden. */
export function ModelCard({ name, imageUrl, onUse, hideCardOnError = false }: ModelCardProps) {
  const [broken, setBroken] = useState(false);
  if (hideCardOnError && broken) return null;
  return (
    <Card withBorder padding="xs" radius="md" component="article" aria-label={name}>
      <Card.Section>
        <AspectRatio ratio={3 / 4} bg="gray.1">
          <img
            src={imageUrl}
            alt={name}
            loading="lazy"
            decoding="async"
            hidden={broken}
            onError={() => setBroken(true)}
            style={{ objectFit: 'cover', width: '100%', height: '100%' }}
          />
        </AspectRatio>
      </Card.Section>
      <Text size="sm" fw={600} mt="xs" truncate="end" title={name}>
        {name}
      </Text>
      <Button
        size="xs"
        mt="xs"
        fullWidth
        variant="light"
        leftSection={<IconHanger size={14} aria-hidden />}
        onClick={onUse}
        aria-label={`Use ${name} for Try-On`}
      >
        Use for Try-On
      </Button>
    </Card>
  );
}
