import { Anchor, Breadcrumbs, Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { workflowStepFor } from './workflow-steps';

/** The bar under the header: breadcrumb, "Step X of Y" and the suggested next step of the current screen. */
export function WorkflowGuide() {
  const { pathname } = useLocation();
  const step = workflowStepFor(pathname);
  if (!step) return null;

  const crumbs =
    step.path === '/dashboard'
      ? [
          <Text key="current" size="sm" fw={600} aria-current="page">
            Dashboard
          </Text>,
        ]
      : [
          <Anchor key="home" component={Link} to="/dashboard" size="sm">
            Dashboard
          </Anchor>,
          <Text key="current" size="sm" fw={600} aria-current="page">
            {step.label}
          </Text>,
        ];

  return (
    <Paper
      component="section"
      aria-label="Workflow guide"
      radius={0}
      withBorder
      py="xs"
      bg="var(--mantine-color-violet-light)"
    >
      <Container size="lg">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="md" wrap="wrap">
            <nav aria-label="Breadcrumb">
              <Breadcrumbs separatorMargin={6}>{crumbs}</Breadcrumbs>
            </nav>
            <Text size="sm" c="dimmed">
              Step {step.step} of {step.of}
            </Text>
          </Group>
          <Button
            component={Link}
            to={step.next.to}
            size="xs"
            variant="light"
            rightSection={<IconArrowRight size={14} aria-hidden />}
          >
            {step.next.label}
          </Button>
        </Group>
      </Container>
    </Paper>
  );
}
