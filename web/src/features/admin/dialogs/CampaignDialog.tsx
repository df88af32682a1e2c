import { Group, NumberInput, Select, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type {
  CampaignAudience,
  CampaignDialog_PromoCampaignFragment,
  PromoCampaignInput,
} from '../../../__generated__/graphql';
import { evictAfterAdminChange } from '../admin-changes';
import { adminSaveTexts, useAdminSave } from '../use-admin-save';
import { isValidLink, useAdminForm, wholeNumber, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import {
  AdminPromoCampaignsQuery,
  CreatePromoCampaignMutation,
  UpdatePromoCampaignMutation,
} from '../campaigns.graphql';

/** The campaign audiences (spec section 3) with the labels the admin reads, in the order listed. */
export const AUDIENCE_LABELS: Readonly<Record<CampaignAudience, string>> = {
  all: 'All users',
  free: 'Free users (no active subscription)',
  subscribed: 'Subscribed users',
  low_balance: 'Low balance (has used sessions, 3 or fewer left)',
};

/** The audience select's options. */
const AUDIENCE_OPTIONS = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }));

/** Whether the select's value is one of the audiences. */
function isAudience(value: string | null): value is CampaignAudience {
  return value !== null && Object.hasOwn(AUDIENCE_LABELS, value);
}

/** The readable label of an audience (the value itself when this build does not know it). */
export function audienceLabel(value: CampaignAudience): string {
  return AUDIENCE_LABELS[value] ?? value;
}

/** The campaigns the public banner reads: changed by any campaign change. */
export const CAMPAIGN_PUBLIC_FIELDS = ['activePromoCampaigns'] as const;

interface CampaignValues {
  title: string;
  message: string;
  ctaText: string;
  ctaUrl: string;
  audience: CampaignAudience;
  priority: number | string;
  isActive: boolean;
  startDate: string;
  endDate: string;
}

function valuesOf(campaign: CampaignDialog_PromoCampaignFragment | null | undefined): CampaignValues {
  return {
    title: campaign?.title ?? '',
    message: campaign?.message ?? '',
    ctaText: campaign?.ctaText ?? '',
    ctaUrl: campaign?.ctaUrl ?? '',
    audience: campaign?.audience ?? 'all',
    priority: campaign?.priority ?? 0,
    // A new campaign starts inactive (spec section 2, Admin dialogs).
    isActive: campaign?.isActive ?? false,
    startDate: campaign?.startDate ?? '',
    endDate: campaign?.endDate ?? '',
  };
}

/** The campaign rules of spec section 5, with the server's messages. */
export function validateCampaign(values: CampaignValues): FormErrors<CampaignValues> {
  const errors: FormErrors<CampaignValues> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  const ctaUrl = values.ctaUrl.trim();
  if (ctaUrl && !isValidLink(ctaUrl)) errors.ctaUrl = 'Must be a valid URL';
  if (values.startDate && values.endDate && values.endDate < values.startDate) {
    errors.endDate = 'The end date must be on or after the start date';
  }
  return errors;
}

function inputOf(values: CampaignValues): PromoCampaignInput {
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    // Blank optional fields are sent as null: the server clears them.
    ctaText: values.ctaText.trim() || null,
    ctaUrl: values.ctaUrl.trim() || null,
    audience: values.audience,
    priority: wholeNumber(values.priority),
    isActive: values.isActive,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  };
}

/**
 * The campaign dialog: create mode without `campaign`, edit mode with one (the form resets each time it
 * opens or is given another campaign). Title and message are required, the call-to-action text and link
 * and the dates are optional; a new campaign starts inactive.
 */
export function CampaignDialog(props: {
  opened: boolean;
  onClose: () => void;
  campaign?: CampaignDialog_PromoCampaignFragment | null;
}) {
  const { opened, onClose, campaign } = props;
  const editing = Boolean(campaign);
  const form = useAdminForm(
    () => valuesOf(campaign),
    opened ? `campaign:${campaign?.id ?? 'new'}` : null,
    validateCampaign,
  );
  const { values, errors, setField } = form;
  const [create] = useMutation(CreatePromoCampaignMutation, {
    update: (cache, { data }) => {
      const created = data?.createPromoCampaign;
      if (created) {
        cache.updateQuery({ query: AdminPromoCampaignsQuery }, (list) =>
          list ? { adminPromoCampaigns: [...list.adminPromoCampaigns, created] } : list,
        );
      }
      evictAfterAdminChange(cache, CAMPAIGN_PUBLIC_FIELDS);
    },
  });
  const [update] = useMutation(UpdatePromoCampaignMutation, {
    update: (cache) => evictAfterAdminChange(cache, CAMPAIGN_PUBLIC_FIELDS),
  });

  const { saving, submit } = useAdminSave(() => {
    if (!form.check()) return null;
    const input = inputOf(values);
    return {
      change: () =>
        campaign ? update({ variables: { id: campaign.id, input } }) : create({ variables: { input } }),
      ...adminSaveTexts(Boolean(campaign), 'Campaign', input.title),
    };
  }, onClose);

  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Campaign' : 'Create Campaign'}
      submitLabel={editing ? 'Save' : 'Create'}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <TextInput
        label="Title"
        required
        maxLength={200}
        value={values.title}
        onChange={(e) => setField('title', e.currentTarget.value)}
        error={errors.title}
        data-autofocus
      />
      <Textarea
        label="Message"
        required
        autosize
        minRows={2}
        maxLength={1000}
        value={values.message}
        onChange={(e) => setField('message', e.currentTarget.value)}
        error={errors.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Button text"
          description="Optional"
          maxLength={100}
          value={values.ctaText}
          onChange={(e) => setField('ctaText', e.currentTarget.value)}
        />
        <TextInput
          label="Button link"
          description="Optional; an app path (/pricing) or an http(s) address"
          maxLength={2000}
          value={values.ctaUrl}
          onChange={(e) => setField('ctaUrl', e.currentTarget.value)}
          error={errors.ctaUrl}
        />
        <Select
          label="Target audience"
          data={AUDIENCE_OPTIONS}
          value={values.audience}
          onChange={(value) => isAudience(value) && setField('audience', value)}
          allowDeselect={false}
        />
        <NumberInput
          label="Priority"
          description="Higher shows first"
          allowDecimal={false}
          min={-1000}
          max={1000}
          clampBehavior="strict"
          value={values.priority}
          onChange={(value) => setField('priority', value)}
        />
        <TextInput
          type="date"
          label="Start date"
          description="Optional (yyyy-mm-dd)"
          value={values.startDate}
          onChange={(e) => setField('startDate', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="End date"
          description="Optional (yyyy-mm-dd), inclusive"
          value={values.endDate}
          onChange={(e) => setField('endDate', e.currentTarget.value)}
          error={errors.endDate}
        />
      </SimpleGrid>
      <Group>
        <Switch
          label="Active"
          checked={values.isActive}
          onChange={(e) => setField('isActive', e.currentTarget.checked)}
        />
      </Group>
    </AdminFormDialog>
  );
}
