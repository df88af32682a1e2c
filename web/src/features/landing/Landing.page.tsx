import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand/Brand';
import { FeatureCards } from '../../components/FeatureCards/FeatureCards';
import { LazySiteFooter } from '../../components/Footer/LazySiteFooter';
import { BRAND_NAME } from '../../lib/brand';
import { useAuth } from '../auth/auth-context';
import classes from './Landing.module.css';

const SIGN_UP = '/auth?mode=signup';

/** The public landing page (/): header, hero, the three features, closing call to action, footer. */
export function LandingPage() {
  useDocumentTitle(`${BRAND_NAME} | Try clothes on anyone`);
  const { user } = useAuth();

  return (
    <>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand to="/" />
            <Group gap="xs" wrap="nowrap">
              {user ? (
                <Button component={Link} to="/dashboard">
                  Go to Dashboard
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/auth?mode=login" variant="subtle">
                    Sign In
                  </Button>
                  <Button component={Link} to={SIGN_UP}>
                    Get Started
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </header>

      <main>
        <Box component="section" className={classes.hero} py={{ base: 56, md: 96 }}>
          <Container size="md">
            <Stack align="center" ta="center" gap="lg">
              <Badge
                variant="light"
                size="lg"
                leftSection={<IconSparkles size={14} aria-hidden />}
                classNames={{ root: classes.heroBadge, label: classes.heroBadgeLabel }}
              >
                Powered by Gemini 2.5 Flash image models
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                {BRAND_NAME}
              </Title>
              <Text size="lg" c="dimmed" maw={640}>
                See clothing on a person without a photo shoot. Generate realistic AI models, try any outfit
                on them or on your own photos, and refine the result in plain words.
              </Text>
              <Button
                component={Link}
                to={SIGN_UP}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Try It Now
              </Button>
            </Stack>
          </Container>
        </Box>

        <Container component="section" size="lg" py={{ base: 48, md: 80 }} aria-labelledby="features-title">
          <Stack align="center" ta="center" gap="xs" mb="xl">
            <Title order={2} id="features-title">
              Everything you need to dress anyone
            </Title>
            <Text c="dimmed" maw={560}>
              For retailers, designers and shoppers who want to see clothes fitted on a real-looking person.
            </Text>
          </Stack>
          <FeatureCards />
        </Container>

        <Box component="section" className={classes.cta} py={{ base: 48, md: 72 }}>
          <Container size="sm">
            <Stack align="center" ta="center" gap="md">
              <Title order={2}>Ready to see it on?</Title>
              <Text opacity={0.9}>Your first sessions are free. No photo shoot, no fitting room.</Text>
              <Button component={Link} to={SIGN_UP} size="lg" variant="white" color="violet">
                Start Your Free Trial
              </Button>
            </Stack>
          </Container>
        </Box>
      </main>

      <LazySiteFooter />
    </>
  );
}
