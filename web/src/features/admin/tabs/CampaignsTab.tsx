import { Button, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CampaignDialog_PromoCampaignFragment } from '../../../__generated__/graphql';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { dateRange, truncate } from '../admin-format';
import { AdminTable } from '../AdminTable';
import {
  AdminPromoCampaignsQuery,
  DeletePromoCampaignMutation,
  UpdatePromoCampaignMutation,
} from '../campaigns.graphql';
import { ConfirmDeleteDialog, type DeleteRequest } from '../ConfirmDeleteDialog';
import { audienceLabel, CAMPAIGN_PUBLIC_FIELDS, CampaignDialog } from '../dialogs/CampaignDialog';
import { RowActions } from '../RowActions';
import { useSingleFlight } from '../../../lib/use-single-flight';

type Campaign = CampaignDialog_PromoCampaignFragment;

/** How many characters of a campaign's message the table shows (spec section 9). */
export const CAMPAIGN_MESSAGE_PREVIEW = 50;

/** Highest priority first, then the newest (the server's order, kept after local changes). */
function byPriority(a: Campaign, b: Campaign): number {
  return b.priority - a.priority || b.id - a.id;
}

/**
 * Campaigns tab: every promo campaign, highest priority first, with its message cut to 50 characters, an
 * Active switch that saves at once, and create, edit and delete (after a confirmation).
 */
export function CampaignsTab() {
  const { data, loading, error, refetch } = useQuery(AdminPromoCampaignsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => data && [...data.adminPromoCampaigns].sort(byPriority), [data]);
  const [dialog, setDialog] = useState<{ opened: boolean; campaign: Campaign | null }>({
    opened: false,
    campaign: null,
  });
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);
  const [switching, setSwitching] = useState<ReadonlySet<number>>(new Set());
  const [updateCampaign] = useMutation(UpdatePromoCampaignMutation, {
    update: (cache) => evictAfterAdminChange(cache, CAMPAIGN_PUBLIC_FIELDS),
  });
  const [deleteCampaign] = useMutation(DeletePromoCampaignMutation);

  const setActive = useSingleFlight(async (campaign: Campaign, isActive: boolean) => {
    setSwitching((ids) => new Set(ids).add(campaign.id));
    await runAdminChange(
      () =>
        updateCampaign({
          variables: { id: campaign.id, input: { isActive } },
          // The switch moves at once (the row read from the cache carries its __typename, so the
          // optimistic answer merges into it); a failure puts it back.
          optimisticResponse: { updatePromoCampaign: { ...campaign, isActive } },
        }),
      {
        title: 'Status Updated',
        description: `“${campaign.title}” is now ${isActive ? 'active' : 'inactive'}.`,
      },
      { title: 'Update Failed', fallback: 'Failed to update campaign status. Please try again.' },
    );
    setSwitching((ids) => {
      const next = new Set(ids);
      next.delete(campaign.id);
      return next;
    });
  });

  const askDelete = (campaign: Campaign) =>
    setDeleteRequest({
      title: 'Delete Campaign',
      message: `“${campaign.title}” will be deleted. This cannot be undone.`,
      confirm: () =>
        runAdminChange(
          () =>
            deleteCampaign({
              variables: { id: campaign.id },
              update: (cache) => {
                cache.updateQuery({ query: AdminPromoCampaignsQuery }, (list) =>
                  list
                    ? { adminPromoCampaigns: list.adminPromoCampaigns.filter((c) => c.id !== campaign.id) }
                    : list,
                );
                evictAfterAdminChange(cache, CAMPAIGN_PUBLIC_FIELDS);
              },
            }),
          { title: 'Campaign Deleted', description: `“${campaign.title}” has been deleted.` },
          { title: 'Delete Failed', fallback: 'Failed to delete campaign. Please try again.' },
        ),
    });

  return (
    <>
      <AdminTable
        label="Campaigns"
        rows={rows}
        loading={loading}
        error={rows ? undefined : error}
        onRetry={() => void refetch()}
        emptyText="No campaigns yet."
        toolbar={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ opened: true, campaign: null })}
          >
            Create Campaign
          </Button>
        }
        columns={[
          { header: 'Title', cell: (c) => <Text fw={500}>{c.title}</Text> },
          {
            header: 'Message',
            cell: (c) => (
              <Text size="sm" title={c.message}>
                {truncate(c.message, CAMPAIGN_MESSAGE_PREVIEW)}
              </Text>
            ),
          },
          { header: 'Audience', cell: (c) => audienceLabel(c.audience) },
          { header: 'Priority', cell: (c) => c.priority },
          {
            header: 'Active',
            cell: (c) => (
              <Switch
                aria-label={`Active: ${c.title}`}
                checked={c.isActive}
                disabled={switching.has(c.id)}
                onChange={(e) => void setActive(c, e.currentTarget.checked)}
              />
            ),
          },
          { header: 'Dates', cell: (c) => dateRange(c.startDate, c.endDate) },
          {
            header: 'Actions',
            cell: (c) => (
              <RowActions
                name={c.title}
                onEdit={() => setDialog({ opened: true, campaign: c })}
                onDelete={() => askDelete(c)}
              />
            ),
          },
        ]}
      />
      <CampaignDialog
        opened={dialog.opened}
        campaign={dialog.campaign}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDeleteDialog request={deleteRequest} onClose={() => setDeleteRequest(null)} />
    </>
  );
}
