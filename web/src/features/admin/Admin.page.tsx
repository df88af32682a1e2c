import './admin-styles';
import {
  Badge,
  Card,
  Container,
  Select,
  SimpleGrid,
  Skeleton,
  Tabs,
  Text,
  Title,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { Suspense, type ReactNode } from 'react';
import { BRAND_NAME } from '../../lib/brand';
import { LoadError } from '../billing/LoadError';
import { AdminOverviewQuery } from './admin.graphql';
import { dollars, growthLabel } from './admin-format';
import { useChatEscalations } from './chat-escalations';
import { adminTabs } from './admin-tabs';
import { useAdminParams } from './use-admin-params';

function SummaryCard(props: { label: string; value: ReactNode; hint?: string; loading: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={props.label}>
      <Text size="sm" c="dimmed" fw={600}>
        {props.label}
      </Text>
      {props.loading ? (
        <Skeleton height={32} mt={6} width="60%" />
      ) : (
        <Tooltip label={props.hint} disabled={!props.hint} multiline w={260}>
          <Text fz={28} fw={700} data-testid={`card-${props.label}`}>
            {props.value}
          </Text>
        </Tooltip>
      )}
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
    </Card>
  );
}

/** The chatbot tab's count of conversations handed over since it was last shown. */
function EscalationBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" circle color="red" aria-label={`${count} new needing a person`}>
      {count}
    </Badge>
  );
}

/**
 * Admin Dashboard (/admin and /admin-dashboard): four summary cards and the tabs (a select on phones).
 * The tab, page, search and filters live in the URL. Only admins get here (AdminRoute), and every figure
 * is refused by the services to anyone else. While it is open, the chatbot's hand-overs are pushed live
 * (useChatEscalations): a notification, and a count on the chatbot tab until it is shown.
 */
export function AdminPage() {
  useDocumentTitle(`Admin Dashboard | ${BRAND_NAME}`);
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const { get, set } = useAdminParams();
  const current = adminTabs.find((t) => t.value === get('tab')) ?? adminTabs[0];
  const escalations = useChatEscalations(current.value === 'chatbot');
  const label = (t: (typeof adminTabs)[number]) =>
    t.value === 'chatbot' && escalations > 0 ? `${t.label} (${escalations} new)` : t.label;
  const { data, loading, error } = useQuery(AdminOverviewQuery);
  const stats = data?.adminStats;
  const busy = loading && !stats;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Admin Dashboard
      </Title>
      {error && !stats ? (
        <LoadError title="Could not load the figures" error={error} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="xl">
          <SummaryCard label="Total Users" value={stats?.totalUsers.toLocaleString()} loading={busy} />
          <SummaryCard
            label="Total Revenue"
            value={stats ? dollars(stats.totalRevenue) : null}
            loading={busy}
          />
          <SummaryCard
            label="Active Subscriptions"
            value={stats?.totalActiveSubscriptions.toLocaleString()}
            loading={busy}
          />
          <SummaryCard
            label="Monthly Growth"
            value={stats ? growthLabel(stats.monthlyGrowth) : null}
            hint="This month's revenue so far against last month's."
            loading={busy}
          />
        </SimpleGrid>
      )}
      {phone && (
        <Select
          label="Section"
          data={adminTabs.map((t) => ({ value: t.value, label: label(t) }))}
          value={current.value}
          onChange={(value) => value && set({ tab: value })}
          allowDeselect={false}
          mb="md"
        />
      )}
      <Tabs value={current.value} onChange={(value) => value && set({ tab: value })} keepMounted={false}>
        {!phone && (
          <Tabs.List mb="md">
            {adminTabs.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                rightSection={
                  t.value === 'chatbot' && escalations > 0 ? (
                    <EscalationBadge count={escalations} />
                  ) : undefined
                }
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        <Tabs.Panel value={current.value}>
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <current.Component />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
