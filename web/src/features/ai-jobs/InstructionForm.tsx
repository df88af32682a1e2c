import type { FormEvent } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';

/**
 * The plain-words edit box of a result (the generate screen's "Edit instructions", the try-on screen's
 * "Refine instructions"): Enter or the button submits when `canSubmit`.
 */
export function InstructionForm(props: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The input is disabled (no image yet, or an edit is running). */
  inputDisabled: boolean;
  canSubmit: boolean;
  busy: boolean;
  /** Why the last edit failed, shown under the box. */
  error?: string | null;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit) props.onSubmit();
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" mt="md" wrap="nowrap">
        <TextInput
          flex={1}
          label={props.label}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          disabled={props.inputDisabled}
          error={Boolean(props.error)}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconWand size={16} aria-hidden />}
          disabled={!props.canSubmit}
          loading={props.busy}
        >
          {props.buttonLabel}
        </Button>
      </Group>
      {props.error ? (
        <Text c="red" size="sm" mt={6} role="alert" data-testid="edit-error">
          {props.error}
        </Text>
      ) : null}
    </form>
  );
}
