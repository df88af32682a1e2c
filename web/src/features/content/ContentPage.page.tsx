import '../../app/mantine-app-styles';
import { useQuery } from '@apollo/client/react';
import { Button, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEyeOff, IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Brand } from '../../components/Brand/Brand';
import { SiteFooter } from '../../components/Footer/SiteFooter';
import { CACHEABLE_GET } from '../../lib/apollo';
import { BRAND_NAME } from '../../lib/brand';
import { useMetaDescription } from '../../lib/meta-description';
import { useAuth } from '../auth/auth-context';
import classes from './ContentPage.module.css';
import { MarkdownContent } from './MarkdownContent';
import { ContentPageQuery } from './content.graphql';

/** A public page by slug (sent as GET so the browser cache revalidates it by ETag). */
/** The page's top bar: the brand, and the way in (or back to the dashboard). */
function ContentPageHeader() {
  const { user } = useAuth();
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to={user ? '/dashboard' : '/'} />
          {user ? (
            <Button component={Link} to="/dashboard" variant="light">
              Go to Dashboard
            </Button>
          ) : (
            <Button component={Link} to="/auth?mode=login" variant="subtle">
              Sign In
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="sm" data-testid="content-page-skeleton" aria-busy="true">
      <Skeleton height={36} width="60%" mb="md" />
      {['100%', '95%', '98%', '70%', '100%', '90%', '60%'].map((width, i) => (
        <Skeleton key={i} height={12} width={width} />
      ))}
    </Stack>
  );
}

interface Notice {
  icon: ReactNode;
  title: string;
  text: string;
}

const NOT_FOUND: Notice = {
  icon: <IconFileOff size={28} />,
  title: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has been removed.",
};
const UNAVAILABLE: Notice = {
  icon: <IconEyeOff size={28} />,
  title: 'Page Unavailable',
  text: 'This page is currently not available.',
};

/** The not-found and unavailable states: an icon, the spec's title and text, and a way home. */
function PageNotice({ icon, title, text }: Notice) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to="/" variant="light">
        Go home
      </Button>
    </Stack>
  );
}

/**
 * A public content page (/pages/:slug, doc 2 section 2): skeleton while it loads; "Page Not Found" on an
 * error or when there is no such page; "Page Unavailable" when it is hidden; otherwise the title and the
 * markdown content. The document title is the page title plus the brand, and its meta description is set
 * while it shows.
 */
export function ContentPagePage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ContentPageQuery, {
    variables: { slug },
    context: CACHEABLE_GET,
  });
  const pending = loading && !data;
  const page = error ? null : (data?.contentPage ?? null);
  const notice = pending ? null : !page ? NOT_FOUND : page.isVisible ? null : UNAVAILABLE;
  const shown = pending || notice ? null : page;

  const heading = shown?.title ?? notice?.title;
  useDocumentTitle(heading ? `${heading} | ${BRAND_NAME}` : BRAND_NAME);
  useMetaDescription(shown?.metaDescription);

  return (
    <>
      <ContentPageHeader />
      <Container component="main" size="sm" py={{ base: 'xl', md: 48 }} mih="60vh">
        {pending && <PageSkeleton />}
        {notice && <PageNotice {...notice} />}
        {shown && (
          <article aria-labelledby="content-page-title">
            <Title order={1} id="content-page-title" mb="lg">
              {shown.title}
            </Title>
            <MarkdownContent title={shown.title}>{shown.content}</MarkdownContent>
          </article>
        )}
      </Container>
      <SiteFooter />
    </>
  );
}
