import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { CHAT_AUTHOR_PREFIX, TEAM_LABEL, type ChatMessage } from './chat-values';
import classes from './SupportChatPanel.module.css';

/** The three dots shown while the assistant's reply is on its way. */
function TypingIndicator() {
  return (
    <div className={classes.typing} role="status" aria-label="The assistant is typing">
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </div>
  );
}

/**
 * The conversation, oldest first: the person's messages on the right, the assistant's and the team's
 * (labelled) on the left, the
 * typing dots while a reply is pending, then `children` (the contact form). It keeps the newest in view,
 * and screen readers hear each new assistant message (a polite live region).
 */
export function ChatMessageList(props: { messages: ChatMessage[]; pending: boolean; children?: ReactNode }) {
  const { messages, pending, children } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const lastAssistant = messages.findLast((m) => m.role !== 'user');
  const hasChildren = Boolean(children);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending, hasChildren]);

  return (
    <div ref={scroller} className={classes.scroller}>
      <ol className={classes.list} aria-label="Messages">
        {messages.map((m, i) => (
          <li key={`${i}-${m.timestamp}`} className={classes[m.role]}>
            {m.role === 'team' ? (
              <span className={classes.teamLabel}>
                {TEAM_LABEL}
                <VisuallyHidden>: </VisuallyHidden>
              </span>
            ) : (
              <VisuallyHidden>{CHAT_AUTHOR_PREFIX[m.role]}</VisuallyHidden>
            )}
            {m.content}
          </li>
        ))}
      </ol>
      {pending && <TypingIndicator />}
      {children}
      <VisuallyHidden aria-live="polite" data-testid="chat-announcer">
        {lastAssistant?.content}
      </VisuallyHidden>
    </div>
  );
}
