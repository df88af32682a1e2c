import { Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { evictAfterAdminChange } from '../admin-changes';
import { useAdminSave } from '../use-admin-save';
import { useAdminForm, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import { AdminEmailNotificationsQuery, SendMarketingEmailMutation } from '../mail.graphql';

/** The support service's limits of a marketing e-mail (services/support mail validation). */
export const MARKETING_LIMITS = { subject: 200, message: 10_000 };

interface MarketingValues {
  subject: string;
  message: string;
}

/** The marketing e-mail's rules checked before sending (the server checks them too). */
export function validateMarketing(values: MarketingValues): FormErrors<MarketingValues> {
  const errors: FormErrors<MarketingValues> = {};
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

/**
 * The Send Marketing E-mail dialog: a one-line subject and the message (line breaks kept), both required;
 * the form starts empty each time it opens. The support service queues one e-mail per person who agreed to
 * marketing e-mails and answers how many; the mail list is then asked again. A refusal keeps the dialog
 * open with what was typed, and the toast gives the server's reason.
 */
export function MarketingEmailDialog(props: { opened: boolean; onClose: () => void }) {
  const { opened, onClose } = props;
  const form = useAdminForm(
    () => ({ subject: '', message: '' }),
    opened ? 'marketing' : null,
    validateMarketing,
  );
  const { values, errors, setField } = form;
  const [send] = useMutation(SendMarketingEmailMutation, {
    // The queued e-mails show in the list on screen; the activity log has the send.
    refetchQueries: [AdminEmailNotificationsQuery],
    update: (cache) => evictAfterAdminChange(cache),
  });

  const { saving, submit } = useAdminSave(() => {
    if (!form.check()) return null;
    return {
      change: async () => {
        const { data } = await send({
          variables: { subject: values.subject.trim(), message: values.message.trim() },
        });
        return data?.sendMarketingEmail ?? 0;
      },
      success: (queued: number) => ({
        title: 'Marketing E-mail Queued',
        description: `${queued} ${queued === 1 ? 'e-mail' : 'e-mails'} queued for people who agreed to marketing e-mails.`,
      }),
      failure: {
        title: 'Creation Failed',
        fallback: 'Failed to send the marketing e-mail. Please try again.',
      },
    };
  }, onClose);

  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title="Send Marketing E-mail"
      submitLabel="Send"
      saving={saving}
      onSubmit={() => void submit()}
    >
      <Text size="sm" c="dimmed">
        Sent to everyone who agreed to marketing e-mails, each with a link to unsubscribe. Once queued, it
        cannot be called back.
      </Text>
      <TextInput
        label="Subject"
        required
        maxLength={MARKETING_LIMITS.subject}
        value={values.subject}
        onChange={(e) => setField('subject', e.currentTarget.value)}
        error={errors.subject}
        data-autofocus
      />
      <Textarea
        label="Message"
        description="Plain text; line breaks are kept."
        required
        autosize
        minRows={6}
        maxRows={16}
        maxLength={MARKETING_LIMITS.message}
        value={values.message}
        onChange={(e) => setField('message', e.currentTarget.value)}
        error={errors.message}
      />
    </AdminFormDialog>
  );
}
