import { Alert, Anchor, Button, Group, Pagination, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getFriendlyError } from '../../lib/errors';
import { PAGE_SIZE } from './admin-format';

const CONTROL_LABELS = { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' } as const;

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * One admin list: a table of a server page (PAGE_SIZE rows), its pagination from the total, loading
 * skeleton, empty and error states, and the CSV download of the whole filtered list.
 */
export function AdminTable<T extends { id: number }>(props: {
  label: string;
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  /** The CSV download of every row matching the same filters (`/api/admin/export/...`). */
  exportHref: string;
}) {
  const { label, columns, rows, total, loading, error, page } = props;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === undefined
            ? ' '
            : total === 0
              ? '0 results'
              : `${first}–${Math.min(first + (rows?.length ?? 0) - 1, total)} of ${total}`}
        </Text>
        {/* A plain download (REST is the way for files): the gateway streams the CSV page by page. */}
        <Anchor href={props.exportHref} download size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden />
            Export CSV
          </Group>
        </Anchor>
      </Group>
      {error ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={`Could not load ${label}`}>
          <Text size="sm" mb="xs">
            {getFriendlyError(error).message}
          </Text>
          <Button size="xs" variant="light" onClick={props.onRetry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover aria-label={label} miw={720} aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !rows
                ? Array.from({ length: 5 }, (_, i) => (
                    <Table.Tr key={i}>
                      {columns.map((c) => (
                        <Table.Td key={c.header}>
                          <Skeleton height={14} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : rows?.map((row) => (
                    <Table.Tr key={row.id}>
                      {columns.map((c) => (
                        <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
              {!loading && rows?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="md">
                      {props.emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={props.onPage}
            getControlProps={(control) => ({ 'aria-label': `${CONTROL_LABELS[control]} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </>
  );
}

/** The query string of a CSV download: the table's filters, without empty ones. */
export function exportHref(path: string, filters: Record<string, string>): string {
  const qs = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
  return qs ? `${path}?${qs}` : path;
}
