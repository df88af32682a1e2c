import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type {
  FooterItemDialog_FooterItemFragment,
  FooterSectionDialog_FooterSectionFragment,
} from '../../../__generated__/graphql';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { AdminLoadError } from '../AdminTable';
import { ConfirmDeleteDialog, type DeleteRequest } from '../ConfirmDeleteDialog';
import { FooterItemDialog } from '../dialogs/FooterItemDialog';
import { FOOTER_PUBLIC_FIELDS, FooterSectionDialog } from '../dialogs/FooterSectionDialog';
import {
  AdminFooterSectionsQuery,
  DeleteFooterItemMutation,
  DeleteFooterSectionMutation,
} from '../footer.graphql';
import { FooterSectionCard } from './FooterSectionCard';

type Section = FooterSectionDialog_FooterSectionFragment;
type Item = FooterItemDialog_FooterItemFragment;

/** Lower display order first, then the oldest (the server's order, kept after local changes). */
function byOrder(a: { displayOrder: number; id: number }, b: { displayOrder: number; id: number }): number {
  return a.displayOrder - b.displayOrder || a.id - b.id;
}

/**
 * Footer tab: every footer section with every item, hidden ones included, lowest order first; create,
 * edit and delete (after a confirmation) for both. A section's items go with it.
 */
export function FooterTab() {
  const { data, loading, error, refetch } = useQuery(AdminFooterSectionsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const sections = useMemo(
    () =>
      data &&
      [...data.adminFooterSections]
        .sort(byOrder)
        .map((section) => ({ ...section, items: [...section.items].sort(byOrder) })),
    [data],
  );
  const [sectionDialog, setSectionDialog] = useState<{ opened: boolean; section: Section | null }>({
    opened: false,
    section: null,
  });
  const [itemDialog, setItemDialog] = useState<{ opened: boolean; item: Item | null; sectionId?: number }>({
    opened: false,
    item: null,
  });
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);
  const [deleteSection] = useMutation(DeleteFooterSectionMutation);
  const [deleteItem] = useMutation(DeleteFooterItemMutation);

  const askDeleteSection = (section: Section & { items: Item[] }) =>
    setDeleteRequest({
      title: 'Delete Section',
      message:
        section.items.length > 0
          ? `“${section.title}” and its ${section.items.length} item(s) will be deleted. This cannot be undone.`
          : `“${section.title}” will be deleted. This cannot be undone.`,
      confirm: () =>
        runAdminChange(
          () =>
            deleteSection({
              variables: { id: section.id },
              update: (cache) => {
                cache.updateQuery({ query: AdminFooterSectionsQuery }, (list) =>
                  list
                    ? { adminFooterSections: list.adminFooterSections.filter((s) => s.id !== section.id) }
                    : list,
                );
                evictAfterAdminChange(cache, FOOTER_PUBLIC_FIELDS);
              },
            }),
          { title: 'Section Deleted', description: `“${section.title}” has been deleted.` },
          { title: 'Delete Failed', fallback: 'Failed to delete section. Please try again.' },
        ),
    });

  const askDeleteItem = (item: Item) =>
    setDeleteRequest({
      title: 'Delete Item',
      message: `“${item.label}” will be deleted. This cannot be undone.`,
      confirm: () =>
        runAdminChange(
          () =>
            deleteItem({
              variables: { id: item.id },
              update: (cache) => {
                cache.updateQuery({ query: AdminFooterSectionsQuery }, (list) =>
                  list
                    ? {
                        adminFooterSections: list.adminFooterSections.map((s) =>
                          s.id === item.sectionId
                            ? { ...s, items: s.items.filter((i) => i.id !== item.id) }
                            : s,
                        ),
                      }
                    : list,
                );
                evictAfterAdminChange(cache, FOOTER_PUBLIC_FIELDS);
              },
            }),
          { title: 'Item Deleted', description: `“${item.label}” has been deleted.` },
          { title: 'Delete Failed', fallback: 'Failed to delete item. Please try again.' },
        ),
    });

  return (
    <>
      <Group justify="flex-end" gap="sm" mb="md" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!sections?.length}
          onClick={() => setItemDialog({ opened: true, item: null })}
        >
          Create Item
        </Button>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setSectionDialog({ opened: true, section: null })}
        >
          Create Section
        </Button>
      </Group>
      {error && !sections ? (
        <AdminLoadError label="Footer sections" error={error} onRetry={() => void refetch()} />
      ) : !sections ? (
        <Stack gap="md" aria-busy={loading}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : sections.length === 0 ? (
        <Text ta="center" c="dimmed" py="md">
          No footer sections yet.
        </Text>
      ) : (
        <Stack gap="md">
          {sections.map((section) => (
            <FooterSectionCard
              key={section.id}
              section={section}
              onEdit={() => setSectionDialog({ opened: true, section })}
              onDelete={() => askDeleteSection(section)}
              onAddItem={() => setItemDialog({ opened: true, item: null, sectionId: section.id })}
              onEditItem={(item) => setItemDialog({ opened: true, item })}
              onDeleteItem={askDeleteItem}
            />
          ))}
        </Stack>
      )}
      <FooterSectionDialog
        opened={sectionDialog.opened}
        section={sectionDialog.section}
        onClose={() => setSectionDialog((current) => ({ ...current, opened: false }))}
      />
      <FooterItemDialog
        opened={itemDialog.opened}
        item={itemDialog.item}
        sectionId={itemDialog.sectionId}
        sections={sections ?? []}
        onClose={() => setItemDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDeleteDialog request={deleteRequest} onClose={() => setDeleteRequest(null)} />
    </>
  );
}
