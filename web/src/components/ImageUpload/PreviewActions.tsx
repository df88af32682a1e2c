import { Button, Group } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';

/** Clear and Change under a chosen image's preview (an upload, or a picked saved image). */
export function PreviewActions({ onClear, onChange }: { onClear(): void; onChange(): void }) {
  return (
    <Group grow gap="sm">
      <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
        Clear
      </Button>
      <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onChange}>
        Change
      </Button>
    </Group>
  );
}
