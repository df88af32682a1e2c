import '../../app/mantine-app-styles';
import { CloseButton, FocusTrap, Group, Paper, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ChatComposer } from './ChatComposer';
import { ChatContactForm } from './ChatContactForm';
import { ChatMessageList } from './ChatMessageList';
import { useSupportChat } from './use-support-chat';
import classes from './SupportChatPanel.module.css';

/** The panel's title bar: who answers, and the close button. */
function ChatHeader({ onClose }: { onClose: () => void }) {
  return (
    <Group className={classes.header} justify="space-between" wrap="nowrap">
      <div>
        <Text fw={700}>Support</Text>
        <Text size="xs" opacity={0.85}>
          Ask our assistant, or leave your e-mail for the team
        </Text>
      </div>
      <CloseButton className={classes.close} aria-label="Close support chat" onClick={onClose} />
    </Group>
  );
}

/**
 * The support chat panel (its own chunk, loaded on the first open): 384x600 px bottom-right on larger
 * screens (`placeClassName`), a full-screen sheet on phones. The greeting, the messages, the contact form
 * after a hand-over and the message box. Escape closes it. While closed it renders nothing but stays
 * mounted, so the conversation and a reply on its way are kept.
 */
export function SupportChatPanel(props: { opened: boolean; onClose: () => void; placeClassName: string }) {
  const { opened, onClose, placeClassName } = props;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const chat = useSupportChat(opened);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  if (!opened) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <FocusTrap active={phone}>
      <Paper
        role="dialog"
        aria-label="Support chat"
        aria-modal={phone || undefined}
        shadow="xl"
        radius="lg"
        withBorder
        className={`${classes.panel} ${phone ? classes.sheet : placeClassName}`}
        onKeyDown={onKeyDown}
      >
        <ChatHeader onClose={onClose} />
        <ChatMessageList messages={chat.messages} pending={chat.pending}>
          {chat.contactFormShown && (
            <ChatContactForm
              saving={chat.savingContact}
              disabled={chat.pending}
              onSubmit={chat.sendContact}
            />
          )}
        </ChatMessageList>
        <ChatComposer pending={chat.pending} onSend={chat.send} inputRef={input} />
      </Paper>
    </FocusTrap>
  );
}
