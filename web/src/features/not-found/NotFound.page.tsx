import { Button, Card, Center, Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { SiteFooter } from '../../components/Footer/SiteFooter';

/** The fallback of every unknown path. */
export function NotFoundPage() {
  useDocumentTitle(`Page Not Found | ${BRAND_NAME}`);
  return (
    <>
      <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
        <Card withBorder radius="md" p="lg" maw={440} w="100%">
          <Group gap="xs" wrap="nowrap">
            <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
            <Title order={1} size="h2">
              404 Page Not Found
            </Title>
          </Group>
          <Text mt="md" size="sm" c="dimmed">
            Did you forget to add the page to the router?
          </Text>
          <Button component={Link} to="/" variant="light" mt="lg">
            Go home
          </Button>
        </Card>
      </Center>
      <SiteFooter />
    </>
  );
}
