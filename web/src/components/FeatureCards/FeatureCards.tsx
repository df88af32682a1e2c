import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHanger, IconMessageChatbot, IconUserPlus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Feature {
  title: string;
  description: string;
  icon: Icon;
  color: string;
}

/** The three product features, shown on the landing page and the dashboard. */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Generate AI Models',
    description: 'Create realistic AI models with custom attributes such as age, ethnicity and body type.',
    icon: IconUserPlus,
    color: 'violet',
  },
  {
    title: 'Virtual Try-On',
    description: 'Upload clothing and see it fitted on AI-generated models or on real people.',
    icon: IconHanger,
    color: 'pink',
  },
  {
    title: 'Conversational Editing',
    description:
      'Refine results with plain commands like "make the shirt blue" or "make the background gray".',
    icon: IconMessageChatbot,
    color: 'indigo',
  },
];

/** Three feature cards; `action` renders an optional button under each card's text. */
export function FeatureCards({
  headingOrder = 3,
  action,
}: {
  headingOrder?: 2 | 3;
  action?: (feature: Feature) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {FEATURES.map((feature) => (
        <Card key={feature.title} withBorder radius="lg" padding="lg" shadow="sm">
          <ThemeIcon size={48} radius="md" variant="light" color={feature.color} aria-hidden>
            <feature.icon size={26} />
          </ThemeIcon>
          <Title order={headingOrder} size="h4" mt="md">
            {feature.title}
          </Title>
          <Text size="sm" c="dimmed" mt="xs" style={{ flexGrow: 1 }}>
            {feature.description}
          </Text>
          {action?.(feature)}
        </Card>
      ))}
    </SimpleGrid>
  );
}
