import { Button, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FeedbackType } from '../../__generated__/graphql';
import { FEEDBACK_TYPE_OPTIONS } from './chat-values';
import type { ChatContact } from './use-support-chat';
import classes from './SupportChatPanel.module.css';

/** A plausible e-mail address (the server checks it properly). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The hand-over form shown after the assistant asks for a person: e-mail (required; Submit stays disabled
 * without it), name (optional) and the feedback type (a question unless chosen otherwise).
 */
export function ChatContactForm(props: {
  saving: boolean;
  disabled: boolean;
  onSubmit: (contact: ChatContact) => Promise<boolean>;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState<FeedbackType>('question');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!EMAIL.test(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    void props.onSubmit({ email, name, feedback });
  };

  return (
    <Paper withBorder radius="md" p="sm" className={classes.contact}>
      <form
        noValidate
        aria-label="Contact our team"
        onSubmit={(event) => {
          event.preventDefault();
          if (!props.saving && !props.disabled) submit();
        }}
      >
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Leave your e-mail and a person from our team will get back to you.
          </Text>
          <TextInput
            type="email"
            label="Email"
            required
            autoComplete="email"
            maxLength={254}
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
          />
          <TextInput
            label="Name"
            description="Optional"
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <NativeSelect
            label="Feedback type"
            data={FEEDBACK_TYPE_OPTIONS}
            value={feedback}
            onChange={(event) => setFeedback(event.currentTarget.value as FeedbackType)}
          />
          <Button type="submit" disabled={!email.trim() || props.disabled} loading={props.saving}>
            Submit
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
