import { Anchor, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND_NAME, BRAND_TAGLINE } from '../../lib/brand';
import { useApiQuery } from '../../lib/use-api-query';
import { isInternalLink, visibleFooterSections, type FooterItem, type FooterSection } from './footer-links';

function FooterLink({ item }: { item: FooterItem }) {
  if (isInternalLink(item.url)) {
    return (
      <Anchor component={Link} to={item.url} size="sm" c="dimmed">
        {item.label}
      </Anchor>
    );
  }
  const newTab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Anchor href={item.url} size="sm" c="dimmed" {...newTab}>
      {item.label}
    </Anchor>
  );
}

function FooterSkeleton() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap="xs" data-testid="footer-skeleton">
          <Skeleton height={14} width="50%" />
          <Skeleton height={10} width="70%" />
          <Skeleton height={10} width="60%" />
        </Stack>
      ))}
    </>
  );
}

/**
 * The site footer: brand, tagline, link sections from GET /api/footer/sections (skeletons while loading,
 * nothing when the call fails) and the copyright line with the current year.
 */
export function Footer() {
  const { data, isLoading } = useApiQuery<FooterSection[]>('/api/footer/sections', { cached: true });
  const sections = visibleFooterSections(data);
  const year = new Date().getFullYear();

  return (
    <footer>
      <Divider />
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800}>{BRAND_NAME}</Text>
            <Text size="sm" c="dimmed">
              {BRAND_TAGLINE}
            </Text>
          </Stack>
          {isLoading ? (
            <FooterSkeleton />
          ) : (
            sections.map((section) => (
              <Stack key={section.id} gap="xs" component="nav" aria-label={section.title}>
                <Title order={2} size="sm">
                  {section.title}
                </Title>
                {section.items.map((item) => (
                  <FooterLink key={item.id} item={item} />
                ))}
              </Stack>
            ))
          )}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Text size="xs" c="dimmed">
            © {year} {BRAND_NAME}. All rights reserved.
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
