import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Alert, Card, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getFriendlyError } from '../../../lib/errors';
import { AdminOverviewQuery } from '../admin.graphql';
import { dollars } from '../admin-format';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const shortDay = (day: string) => day.slice(5);

/** A chart with its heading and a sentence that says its figures (read by screen readers and tests). */
function ChartCard(props: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={props.title}>
      <Title order={3} size="h5" mb="xs">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="chart-summary">
        {props.summary}
      </Text>
      <div aria-hidden>{props.children}</div>
    </Card>
  );
}

/** Overview tab: the founder's morning view: revenue, sign-ups, AI jobs and sessions over time. */
export function OverviewTab() {
  const { data, loading, error } = useQuery(AdminOverviewQuery);
  if (error) {
    return (
      <Alert color="red" title="Could not load the overview">
        {getFriendlyError(error).message}
      </Alert>
    );
  }
  const stats = data?.adminStats;
  if (loading || !stats) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={280} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const revenue = stats.revenueByMonth.map((m) => ({
    month: m.month,
    Subscriptions: m.subscriptionRevenue / 100,
    'Top-ups': m.topUpRevenue / 100,
  }));
  const signUps = stats.signUpsByDay.map((d) => ({ day: shortDay(d.day), 'Sign-ups': d.count }));
  const jobs = stats.jobsByDay.map((d) => ({
    day: shortDay(d.day),
    Generations: d.generations,
    'Try-ons': d.tryOns,
    Edits: d.edits,
  }));
  const sessions = stats.sessionsByDay.map((d) => ({
    day: shortDay(d.day),
    Granted: d.granted,
    Spent: d.spent,
    Refunded: d.refunded,
  }));
  const jobTotals = {
    generations: sum(stats.jobsByDay.map((d) => d.generations)),
    tryOns: sum(stats.jobsByDay.map((d) => d.tryOns)),
    edits: sum(stats.jobsByDay.map((d) => d.edits)),
    failed: sum(stats.jobsByDay.map((d) => d.failed)),
  };
  const money = (key: 'subscriptionRevenue' | 'topUpRevenue') =>
    dollars(sum(stats.revenueByMonth.map((m) => m[key])));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ChartCard
        title="Revenue by month"
        summary={`Last 12 months: ${money('subscriptionRevenue')} from subscriptions, ${money('topUpRevenue')} from top-ups.`}
      >
        <BarChart
          h={220}
          data={revenue}
          dataKey="month"
          type="stacked"
          valueFormatter={(v) => `$${v.toFixed(2)}`}
          series={[
            { name: 'Subscriptions', color: 'violet.6' },
            { name: 'Top-ups', color: 'teal.6' },
          ]}
          withLegend
        />
      </ChartCard>
      <ChartCard
        title="Sign-ups per day"
        summary={`Last 30 days: ${sum(stats.signUpsByDay.map((d) => d.count))} sign-ups.`}
      >
        <AreaChart h={220} data={signUps} dataKey="day" series={[{ name: 'Sign-ups', color: 'blue.6' }]} />
      </ChartCard>
      <ChartCard
        title="AI jobs per day"
        summary={`Last 30 days: ${jobTotals.generations} generations, ${jobTotals.tryOns} try-ons, ${jobTotals.edits} edits, ${jobTotals.failed} failed.`}
      >
        <BarChart
          h={220}
          data={jobs}
          dataKey="day"
          type="stacked"
          series={[
            { name: 'Generations', color: 'violet.6' },
            { name: 'Try-ons', color: 'pink.6' },
            { name: 'Edits', color: 'orange.6' },
          ]}
          withLegend
        />
      </ChartCard>
      <ChartCard
        title="Sessions granted vs spent"
        summary={`Last 30 days: ${sum(stats.sessionsByDay.map((d) => d.granted))} granted, ${sum(stats.sessionsByDay.map((d) => d.spent))} spent, ${sum(stats.sessionsByDay.map((d) => d.refunded))} refunded.`}
      >
        <LineChart
          h={220}
          data={sessions}
          dataKey="day"
          series={[
            { name: 'Granted', color: 'green.6' },
            { name: 'Spent', color: 'red.6' },
            { name: 'Refunded', color: 'gray.6' },
          ]}
          withLegend
        />
      </ChartCard>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Failure rate per provider">
        <Title order={3} size="h5" mb="xs">
          Failure rate per provider (30 days)
        </Title>
        {stats.providerFailures.length === 0 ? (
          <Text size="sm" c="dimmed">
            No finished AI jobs in the last 30 days.
          </Text>
        ) : (
          <Table aria-label="Failure rate per provider">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Finished jobs</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th>Failure rate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.providerFailures.map((p) => (
                <Table.Tr key={p.engine}>
                  <Table.Td>{p.engine}</Table.Td>
                  <Table.Td>{p.total}</Table.Td>
                  <Table.Td>{p.failed}</Table.Td>
                  <Table.Td>{p.failureRate.toFixed(1)}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Subscriptions by plan">
        <Title order={3} size="h5" mb="xs">
          Active subscriptions by plan
        </Title>
        <Table aria-label="Active subscriptions by plan">
          <Table.Tbody>
            {stats.subscriptionsByPlan.map((p) => (
              <Table.Tr key={p.planName}>
                <Table.Td>{p.displayName}</Table.Td>
                <Table.Td>{p.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </SimpleGrid>
  );
}
