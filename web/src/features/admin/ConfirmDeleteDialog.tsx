import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSingleFlight } from '../../lib/use-single-flight';

/** What a delete confirmation asks, and the deletion it runs once confirmed. */
export interface DeleteRequest {
  /** The dialog's title ("Delete Campaign"). */
  title: string;
  /** What will be gone ("“Summer Sale” will be deleted. This cannot be undone."). */
  message: ReactNode;
  /** Deletes, shows its own toasts, and never throws. */
  confirm: () => Promise<unknown>;
}

/**
 * The confirmation asked before any admin deletion: the request's title and message, Cancel and Delete.
 * Delete runs the request (the dialog stays open, Delete loading, until it has finished) and closes.
 */
export function ConfirmDeleteDialog({
  request,
  onClose,
}: {
  request: DeleteRequest | null;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const close = () => {
    if (!deleting) onClose();
  };
  const confirm = useSingleFlight(async () => {
    if (!request || deleting) return;
    setDeleting(true);
    try {
      await request.confirm();
    } finally {
      setDeleting(false);
      onClose();
    }
  });
  return (
    <Modal opened={request !== null} onClose={close} title={request?.title} centered>
      <Stack gap="md">
        <Text size="sm">{request?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
