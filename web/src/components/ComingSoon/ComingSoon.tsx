import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Placeholder body of a screen that a later issue builds (its route exists so links and guards work now).
 * Replace the page that uses it, not this component.
 */
export function ComingSoon({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        <Paper withBorder radius="md" p="lg" w="100%">
          <Stack align="center" gap="xs">
            <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
              <IconTools size={22} />
            </ThemeIcon>
            <Text fw={600}>Coming soon</Text>
            <Text c="dimmed" size="sm">
              {description ?? 'This screen is being built and will be available in an upcoming release.'}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
