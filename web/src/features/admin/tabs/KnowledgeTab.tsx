import { ActionIcon, Badge, Button, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { KnowledgeEntryDialog_EntryFragment } from '../../../__generated__/graphql';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { dateTime, truncate } from '../admin-format';
import { AdminTable } from '../AdminTable';
import { KnowledgeEntryDialog } from '../dialogs/KnowledgeEntryDialog';
import { AdminKnowledgeEntriesQuery, UpdateKnowledgeEntryMutation } from '../knowledge.graphql';
import { questionKey, UnansweredQuestions } from './UnansweredQuestions';

type Entry = KnowledgeEntryDialog_EntryFragment;

/** By category, then the oldest first (the server's order, kept after local changes). */
function byCategory(a: Entry, b: Entry): number {
  return a.category.localeCompare(b.category) || a.id - b.id;
}

/** What the dialog is doing: closed, creating (maybe from an unanswered question) or editing an entry. */
interface DialogState {
  opened: boolean;
  entry: Entry | null;
  question?: string;
}

/** The Active switch of one entry, saved at once (Entry Updated / Update Failed). */
function ActiveSwitch({ entry }: { entry: Entry }) {
  const [update, { loading }] = useMutation(UpdateKnowledgeEntryMutation, {
    update: (cache) => evictAfterAdminChange(cache),
  });
  const setActive = (isActive: boolean) =>
    runAdminChange(
      () =>
        update({
          variables: { id: entry.id, input: { isActive } },
          // The row read from the cache carries its __typename: the optimistic answer merges into it.
          optimisticResponse: { updateKnowledgeEntry: { ...entry, isActive } },
        }),
      {
        title: 'Entry Updated',
        description: `“${entry.question}” is now ${isActive ? 'active' : 'inactive'}.`,
      },
      { title: 'Update Failed', fallback: 'Failed to update entry status. Please try again.' },
    );
  return (
    <Switch
      aria-label={`Active: ${entry.question}`}
      checked={entry.isActive}
      disabled={loading}
      onChange={(e) => void setActive(e.currentTarget.checked)}
    />
  );
}

/**
 * Knowledge Base tab: the answers the support assistant knows (inactive ones too), with an Active switch,
 * create and edit; below, the questions it could not answer, each with "Add answer" (the create dialog with
 * the question filled in).
 */
export function KnowledgeTab() {
  const { data, loading, error, refetch } = useQuery(AdminKnowledgeEntriesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => data && [...data.adminKnowledgeEntries].sort(byCategory), [data]);
  const categories = useMemo(() => [...new Set(rows?.map((e) => e.category))].sort(), [rows]);
  const answered = useMemo(() => new Set(rows?.map((e) => questionKey(e.question))), [rows]);
  const [dialog, setDialog] = useState<DialogState>({ opened: false, entry: null });

  return (
    <>
      <AdminTable
        label="Knowledge base"
        rows={rows}
        loading={loading}
        error={rows ? undefined : error}
        onRetry={() => void refetch()}
        emptyText="No entries yet."
        toolbar={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ opened: true, entry: null })}
          >
            Create Entry
          </Button>
        }
        columns={[
          {
            header: 'Question',
            cell: (e) => (
              <Text size="sm" fw={500} title={e.answer}>
                {e.question}
              </Text>
            ),
          },
          {
            header: 'Category',
            cell: (e) => (
              <Badge variant="light" color="gray">
                {e.category}
              </Badge>
            ),
          },
          {
            header: 'Keywords',
            cell: (e) => (
              <Text size="sm" c="dimmed" title={e.keywords.join(', ')}>
                {truncate(e.keywords.join(', '), 40) || '—'}
              </Text>
            ),
          },
          { header: 'Active', cell: (e) => <ActiveSwitch entry={e} /> },
          { header: 'Used', cell: (e) => e.timesUsed },
          { header: 'Updated', cell: (e) => dateTime(e.updatedAt) },
          {
            header: 'Actions',
            cell: (e) => (
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${e.question}`}
                  onClick={() => setDialog({ opened: true, entry: e })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]}
      />
      <Title order={2} size="h4" mt="xl" mb="xs">
        Unanswered questions
      </Title>
      <UnansweredQuestions
        answered={answered}
        onAnswer={(question) => setDialog({ opened: true, entry: null, question })}
      />
      <KnowledgeEntryDialog
        opened={dialog.opened}
        entry={dialog.entry}
        question={dialog.question}
        categories={categories}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
