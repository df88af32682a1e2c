import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { CHAT_COUNTER_FROM, CHAT_MESSAGE_MAX } from './chat-values';
import classes from './SupportChatPanel.module.css';

/**
 * The message box: Enter sends, Shift+Enter starts a new line; at most 1000 characters, with a counter
 * near the limit. Send is disabled while the message is blank or a reply is pending. A message that could
 * not be sent (`onSend` resolves false) comes back into the box.
 */
export function ChatComposer(props: {
  pending: boolean;
  onSend: (text: string) => Promise<boolean>;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const { pending, onSend, inputRef } = props;
  const [text, setText] = useState('');
  const blocked = !text.trim() || pending;

  const submit = async () => {
    if (blocked) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText((current) => current || sent);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={classes.composer}
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={inputRef}
          aria-label="Your message"
          placeholder="Type your message…"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
          data-autofocus
        />
        <ActionIcon type="submit" size={36} radius="xl" aria-label="Send" disabled={blocked}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {text.length >= CHAT_COUNTER_FROM && (
        <Text
          size="xs"
          c={text.length >= CHAT_MESSAGE_MAX ? 'red' : 'dimmed'}
          ta="right"
          mt={4}
          aria-live="polite"
        >
          {text.length}/{CHAT_MESSAGE_MAX}
        </Text>
      )}
    </form>
  );
}
