import { Alert, Anchor, Button, Group, Pagination, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getFriendlyError } from '../../lib/errors';
import { PAGE_SIZE } from './admin-format';
import classes from './AdminTable.module.css';

const CONTROL_LABELS = { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' } as const;

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * The error state of an admin list: what failed, the friendly reason and a Try again button.
 */
export function AdminLoadError(props: { label: string; error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={`Could not load ${props.label}`}
    >
      <Text size="sm" mb="xs">
        {getFriendlyError(props.error).message}
      </Text>
      {props.onRetry && (
        <Button size="xs" variant="light" onClick={props.onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

/**
 * One admin list: a table of rows with its loading skeleton, empty and error states. A server-paged list
 * (PAGE_SIZE rows a page) passes `total`, `page` and `onPage` for its count and pagination, and `exportHref`
 * for the CSV download of the whole filtered list; a short list passes neither. `toolbar` (a create
 * button, say) shows above the table, on the right. `onRowClick` makes a whole row open its item (a mouse
 * shortcut: the row keeps a button of its own for the keyboard and screen readers).
 */
export function AdminTable<T extends { id: number }>(props: {
  label: string;
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  /** Rows matching the filters on the server (paged lists only). */
  total?: number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  page?: number;
  onPage?: (page: number) => void;
  /** The CSV download of every row matching the same filters (`/api/admin/export/...`). */
  exportHref?: string;
  toolbar?: ReactNode;
  onRowClick?: (row: T) => void;
  /** On phones, each row a card of label-over-value lines instead of a table to scroll sideways. */
  stackOnPhone?: boolean;
}) {
  const {
    label,
    columns,
    rows,
    total,
    loading = false,
    error,
    page = 1,
    onPage,
    exportHref,
    toolbar,
    onRowClick,
    stackOnPhone = false,
  } = props;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <>
      {(onPage || exportHref || toolbar) && (
        <Group justify="space-between" mb="xs" wrap="wrap">
          {onPage ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === undefined
                ? ' '
                : total === 0
                  ? '0 results'
                  : `${first}–${Math.min(first + (rows?.length ?? 0) - 1, total)} of ${total}`}
            </Text>
          ) : (
            <span />
          )}
          <Group gap="sm" wrap="wrap">
            {exportHref && (
              // A plain download (REST is the way for files): the gateway streams the CSV page by page.
              <Anchor href={exportHref} download size="sm">
                <Group gap={4} component="span">
                  <IconDownload size={16} aria-hidden />
                  Export CSV
                </Group>
              </Anchor>
            )}
            {toolbar}
          </Group>
        </Group>
      )}
      {error ? (
        <AdminLoadError label={label} error={error} onRetry={props.onRetry} />
      ) : (
        <ScrollArea type="auto">
          <Table
            striped
            highlightOnHover
            aria-label={label}
            miw={stackOnPhone ? undefined : 720}
            className={stackOnPhone ? classes.stacked : undefined}
            aria-busy={loading}
            // Stacked rows are blocks, which drop a table's roles: they are given back.
            role={stackOnPhone ? 'table' : undefined}
          >
            <Table.Thead>
              <Table.Tr role={stackOnPhone ? 'row' : undefined}>
                {columns.map((c) => (
                  <Table.Th key={c.header} role={stackOnPhone ? 'columnheader' : undefined}>
                    {c.header}
                  </Table.Th>
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
                    <Table.Tr
                      key={row.id}
                      role={stackOnPhone ? 'row' : undefined}
                      onClick={onRowClick && (() => onRowClick(row))}
                      style={onRowClick && { cursor: 'pointer' }}
                    >
                      {columns.map((c) => (
                        <Table.Td
                          key={c.header}
                          data-label={stackOnPhone ? c.header : undefined}
                          role={stackOnPhone ? 'cell' : undefined}
                        >
                          {c.cell(row)}
                        </Table.Td>
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
      {onPage && pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
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
