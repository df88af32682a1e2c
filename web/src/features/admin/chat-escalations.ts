import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { AdminChatConversationsQuery, ChatConversationEscalatedSubscription } from './chatbot.graphql';

/**
 * The chatbot's hand-overs while the admin screen is open (the gateway's `chatConversationEscalated` push):
 * each one asks the conversation lists on screen again (the push carries no messages), shows a small
 * notification, and counts towards the chatbot tab's badge until that tab is shown (`viewing`). Answers the
 * number of conversations handed over since the tab was last shown.
 */
export function useChatEscalations(viewing: boolean): number {
  const client = useApolloClient();
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set());
  const viewingNow = useRef(viewing);

  useEffect(() => {
    viewingNow.current = viewing;
    if (viewing) setUnseen(new Set());
  }, [viewing]);

  useSubscription(ChatConversationEscalatedSubscription, {
    onData: ({ data }) => {
      const conversation = data.data?.chatConversationEscalated;
      if (!conversation) return;
      const who = conversation.visitorName || conversation.visitorEmail || 'A visitor';
      toast({
        title: 'New conversation needs a person',
        description: `${who} is waiting for an answer (conversation #${conversation.id}).`,
        variant: 'warning',
      });
      void client.refetchQueries({ include: [AdminChatConversationsQuery] });
      if (!viewingNow.current) setUnseen((ids) => new Set(ids).add(conversation.id));
    },
  });

  return viewing ? 0 : unseen.size;
}
