import { Anchor, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND_NAME, BRAND_TAGLINE } from '../../lib/brand';
import {
  isInternalLink,
  isSafeExternalLink,
  visibleFooterSections,
  type FooterItem,
  type FooterSection,
} from './footer-links';

function FooterLink({ item }: { item: FooterItem }) {
  if (isInternalLink(item.url)) {
    return (
      <Anchor component={Link} to={item.url} size="sm" c="dimmed">
        {item.label}
      </Anchor>
    );
  }
  if (!isSafeExternalLink(item.url)) {
    // Neither an app path nor http(s)/mailto (a javascript: address, say): shown, never followed.
    return (
      <Text size="sm" c="dimmed">
        {item.label}
      </Text>
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

export interface FooterProps {
  /**
   * The link sections (only the visible ones with a visible link show). The screens get them from the
   * server through {@link SiteFooter}; without any, the footer shows the brand and the copyright only.
   */
  sections?: readonly FooterSection[] | null;
  /** True while the sections load: skeleton placeholders show in their place. */
  loading?: boolean;
}

/**
 * The site footer: brand, tagline, the link sections it is given and the copyright line with the current
 * year. Screens render {@link SiteFooter}, which loads the sections.
 */
export function Footer({ sections: given, loading = false }: FooterProps) {
  const sections = visibleFooterSections(given);
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
          {loading ? (
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
