import { Anchor, Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentPageDialog_ContentPageFragment } from '../../../__generated__/graphql';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { dateTime } from '../admin-format';
import { AdminTable } from '../AdminTable';
import { ConfirmDeleteDialog, type DeleteRequest } from '../ConfirmDeleteDialog';
import { ContentPageDialog, PAGE_PUBLIC_FIELDS } from '../dialogs/ContentPageDialog';
import { AdminContentPagesQuery, DeleteContentPageMutation } from '../pages.graphql';
import { RowActions } from '../RowActions';
import { VisibilityBadge } from '../VisibilityBadge';

type Page = ContentPageDialog_ContentPageFragment;

/** By title, then the oldest (the server's order, kept after local changes). */
function byTitle(a: Page, b: Page): number {
  return a.title.localeCompare(b.title) || a.id - b.id;
}

/**
 * Pages tab: every content page, hidden ones included, with its address (/pages/{slug}), visible flag and
 * last change; create, edit and delete (after a confirmation).
 */
export function PagesTab() {
  const { data, loading, error, refetch } = useQuery(AdminContentPagesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => data && [...data.adminContentPages].sort(byTitle), [data]);
  const [dialog, setDialog] = useState<{ opened: boolean; page: Page | null }>({ opened: false, page: null });
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);
  const [deletePage] = useMutation(DeleteContentPageMutation);

  const askDelete = (page: Page) =>
    setDeleteRequest({
      title: 'Delete Page',
      message: `“${page.title}” will be deleted and /pages/${page.slug} will no longer be found. This cannot be undone.`,
      confirm: () =>
        runAdminChange(
          () =>
            deletePage({
              variables: { id: page.id },
              update: (cache) => {
                cache.updateQuery({ query: AdminContentPagesQuery }, (list) =>
                  list ? { adminContentPages: list.adminContentPages.filter((p) => p.id !== page.id) } : list,
                );
                evictAfterAdminChange(cache, PAGE_PUBLIC_FIELDS);
              },
            }),
          { title: 'Page Deleted', description: `“${page.title}” has been deleted.` },
          { title: 'Delete Failed', fallback: 'Failed to delete page. Please try again.' },
        ),
    });

  return (
    <>
      <AdminTable
        label="Content pages"
        rows={rows}
        loading={loading}
        error={rows ? undefined : error}
        onRetry={() => void refetch()}
        emptyText="No content pages yet."
        toolbar={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ opened: true, page: null })}
          >
            Create Page
          </Button>
        }
        columns={[
          { header: 'Title', cell: (p) => <Text fw={500}>{p.title}</Text> },
          {
            header: 'Slug',
            cell: (p) => (
              <Anchor component={Link} to={`/pages/${p.slug}`} size="sm">
                /pages/{p.slug}
              </Anchor>
            ),
          },
          { header: 'Visible', cell: (p) => <VisibilityBadge visible={p.isVisible} /> },
          { header: 'Updated', cell: (p) => dateTime(p.updatedAt) },
          {
            header: 'Actions',
            cell: (p) => (
              <RowActions
                name={p.title}
                onEdit={() => setDialog({ opened: true, page: p })}
                onDelete={() => askDelete(p)}
              />
            ),
          },
        ]}
      />
      <ContentPageDialog
        opened={dialog.opened}
        page={dialog.page}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDeleteDialog request={deleteRequest} onClose={() => setDeleteRequest(null)} />
    </>
  );
}
