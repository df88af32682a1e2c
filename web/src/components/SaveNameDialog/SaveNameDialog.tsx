import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';

export interface SaveNameDialogProps {
  opened: boolean;
  onClose(): void;
  /** Called with the trimmed name. */
  onSave(name: string): void;
  title: string;
  description: string;
  /** The name the field starts with each time the dialog opens (e.g. "Person Photo - {date}"). */
  defaultName?: string;
  /** True while the save runs: Save is disabled and reads "Saving...", Enter does nothing. */
  saving?: boolean;
  /** The Save button's label. */
  saveLabel?: string;
}

/**
 * The spec's save-name dialog (generate, try-on and gallery screens): title, description, a Name field,
 * Cancel and Save. Enter saves when the trimmed name is not empty and nothing is saving; Save is disabled
 * when the trimmed name is empty or while saving, and then reads "Saving...".
 */
export function SaveNameDialog({
  opened,
  onClose,
  onSave,
  title,
  description,
  defaultName = '',
  saving = false,
  saveLabel = 'Save',
}: SaveNameDialogProps) {
  const [name, setName] = useState(defaultName);

  useEffect(() => {
    if (opened) setName(defaultName);
  }, [opened, defaultName]);

  const trimmed = name.trim();
  const canSave = trimmed.length > 0 && !saving;

  const save = () => {
    if (canSave) onSave(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <TextInput
          label="Name"
          placeholder="Enter a name..."
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!canSave}>
            {saving ? 'Saving...' : saveLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
