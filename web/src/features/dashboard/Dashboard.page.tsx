import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconHanger, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Deferred } from '../../components/Deferred/Deferred';
import { FeatureCards, type Feature } from '../../components/FeatureCards/FeatureCards';
import { BRAND_NAME } from '../../lib/brand';
import { useAuth } from '../auth/auth-context';
import { PromoBanner } from '../promo/PromoBanner';
import classes from './Dashboard.module.css';
import { DashboardUpgradeModal } from './DashboardUpgradeModal';
import { SavedModels } from './SavedModels';
import { WelcomeBanner } from './WelcomeBanner';
import { dashboardFetchPolicy, dashboardPrefetchUsed } from './dashboard-prefetch';
import { DashboardQuery } from './dashboard.graphql';

const FEATURE_LINKS: Record<string, { label: string; to: string }> = {
  'Generate AI Models': { label: 'Generate a model', to: '/gemini-generate' },
  'Virtual Try-On': { label: 'Try on clothing', to: '/gemini-virtual-tryon' },
  'Conversational Editing': { label: 'Refine a result', to: '/gemini-virtual-tryon' },
};

const HOW_IT_WORKS = [
  {
    title: 'Generate or Upload',
    text: 'Create an AI model with the attributes you want, or upload a photo of a person.',
  },
  {
    title: 'Choose Clothing',
    text: 'Upload a clothing item or pick one you saved, then choose its category.',
  },
  {
    title: 'See the Magic',
    // No duration here: it depends on the engine, and the try-on screen states it.
    text: 'Get a realistic try-on and refine it in plain words.',
  },
];

function featureAction(feature: Feature) {
  const link = FEATURE_LINKS[feature.title];
  if (!link) return null;
  return (
    <Button
      component={Link}
      to={link.to}
      variant="light"
      color={feature.color}
      mt="md"
      rightSection={<IconArrowRight size={16} aria-hidden />}
    >
      {link.label}
    </Button>
  );
}

/**
 * The signed-in home (/dashboard): welcome banner (first-time users), then the promo banner, hero, the
 * three features, My Saved Models, How It Works, footer, and the upgrade modal when the balance is out or
 * low (the parts below the fold in a render after the first, {@link Deferred}). One query per load for the dashboard's own data: the usage analytics are asked again on every load,
 * as the spec says (cache-and-network), while the saved models show at once from the cache when a previous
 * visit has them. The promo banner and the footer ask for their own (campaigns, footer sections).
 */
export function DashboardPage() {
  useDocumentTitle(`Dashboard | ${BRAND_NAME}`);
  const { user } = useAuth();
  // The first dashboard of a load opened on /dashboard reads the answer asked for at the start (main.tsx).
  const [fetchPolicy] = useState(dashboardFetchPolicy);
  useEffect(dashboardPrefetchUsed, []);
  const { data, previousData, loading } = useQuery(DashboardQuery, {
    skip: !user,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  // While the query asks again (a balance change evicts the analytics), the last answer stays shown.
  const me = (data ?? previousData)?.me ?? undefined;
  // The banner and the modal wait for this load's answer: a previous visit's analytics never open them.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!loading) setAnswered(true);
  }, [loading]);
  const analytics = answered || !loading ? me?.usageAnalytics : undefined;
  // Nothing cached yet: only the saved models' loading text until the first answer (filling the screen), or
  // the banners above the hero would push the page down when they arrive (a layout shift).
  if (!me && loading)
    return (
      <Box mih="100dvh">
        <SavedModels saved={undefined} loading />
      </Box>
    );
  return (
    <>
      {analytics && (
        <Container size="lg" pt="md">
          <WelcomeBanner isFirstTimeUser={analytics.isFirstTimeUser} balance={analytics.currentBalance} />
        </Container>
      )}
      <PromoBanner />
      <Box component="section" className={classes.hero} py={{ base: 40, md: 72 }}>
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Title order={1} className={classes.heroTitle}>
              Try On Clothes Virtually
            </Title>
            <Text size="lg" c="dimmed" maw={620}>
              Generate an AI model or use your own photo, pick a clothing item and see it fitted in seconds.
            </Text>
            <Group justify="center" gap="sm">
              <Button
                component={Link}
                to="/gemini-virtual-tryon"
                size="md"
                leftSection={<IconHanger size={18} aria-hidden />}
              >
                Start Virtual Try-On
              </Button>
              <Button
                component={Link}
                to="/gemini-generate"
                size="md"
                variant="default"
                leftSection={<IconUserPlus size={18} aria-hidden />}
              >
                Create AI Model
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container component="section" size="lg" py="xl" aria-label="Features">
        <FeatureCards action={featureAction} headingOrder={2} />
      </Container>

      <Deferred>
        <SavedModels saved={me} loading={loading} />
        <HowItWorks />
        <DashboardUpgradeModal analytics={analytics} />
      </Deferred>
    </>
  );
}

/** The three steps of a try-on. */
function HowItWorks() {
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="how-it-works">
      <Title order={2} id="how-it-works" ta="center" mb="xl">
        How It Works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {HOW_IT_WORKS.map((step, i) => (
          <Stack key={step.title} align="center" ta="center" gap="xs">
            <ThemeIcon
              size={44}
              radius="xl"
              variant="gradient"
              gradient={{ from: 'violet', to: 'pink', deg: 135 }}
              aria-hidden
            >
              <Text fw={700} c="white">
                {i + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
