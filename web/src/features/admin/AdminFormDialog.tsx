import { Button, Group, Modal, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The frame of every admin create/edit dialog: a modal (full screen on phones) holding a form whose
 * Enter or Save button calls `onSubmit`, and Cancel. While saving, Save shows a loader and the dialog
 * cannot be closed.
 */
export function AdminFormDialog(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** "Create" in create mode, "Save" in edit mode. */
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const close = () => {
    if (!props.saving) props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size="lg" fullScreen={phone} centered>
      <form
        noValidate
        aria-label={props.title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!props.saving) props.onSubmit();
        }}
      >
        <Stack gap="sm">
          {props.children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={props.saving}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
