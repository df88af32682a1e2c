import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShirt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';

/** Logo mark and product name, linking to `to`. */
export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} aria-label={`${BRAND_NAME} home`} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon
          size="lg"
          radius="md"
          variant="gradient"
          gradient={{ from: 'violet', to: 'pink', deg: 135 }}
          aria-hidden
        >
          <IconShirt size={20} />
        </ThemeIcon>
        <Text fw={800} size="lg" visibleFrom="xs">
          {BRAND_NAME}
        </Text>
      </Group>
    </Link>
  );
}
