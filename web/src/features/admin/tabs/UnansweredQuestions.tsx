import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { dateTime } from '../admin-format';
import { AdminTable } from '../AdminTable';
import { AdminUnansweredQuestionsQuery } from '../knowledge.graphql';

/** How many unanswered questions the tab lists (the most asked). */
export const UNANSWERED_LIMIT = 50;

/** A question as the matching compares it: lower case, spaces collapsed (as the server keys them). */
export const questionKey = (question: string) => question.toLowerCase().replace(/\s+/g, ' ').trim();

/** The question as a new entry starts with it (the server keeps it in lower case). */
const asQuestion = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The questions the assistant could not answer, most asked first, each with "Add answer" (`onAnswer` with
 * the question); one the knowledge base now has an entry for (`answered`, by question) says so instead.
 */
export function UnansweredQuestions(props: {
  answered: ReadonlySet<string>;
  onAnswer: (question: string) => void;
}) {
  const { data, loading, error, refetch } = useQuery(AdminUnansweredQuestionsQuery, {
    variables: { limit: UNANSWERED_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  // The rows have no id of their own: their place in the list stands in for one.
  const rows = useMemo(() => data?.adminUnansweredQuestions.map((q, i) => ({ ...q, id: i + 1 })), [data]);
  return (
    <AdminTable
      label="Unanswered questions"
      rows={rows}
      loading={loading}
      error={rows ? undefined : error}
      onRetry={() => void refetch()}
      emptyText="Every question so far found an answer."
      columns={[
        { header: 'Question', cell: (q) => <Text size="sm">{q.question}</Text> },
        { header: 'Times asked', cell: (q) => q.times },
        { header: 'Last asked', cell: (q) => dateTime(q.lastAskedAt) },
        {
          header: 'Actions',
          cell: (q) =>
            props.answered.has(questionKey(q.question)) ? (
              <Badge variant="light" color="green">
                Answered
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                aria-label={`Add answer: ${q.question}`}
                onClick={() => props.onAnswer(asQuestion(q.question))}
              >
                Add answer
              </Button>
            ),
        },
      ]}
    />
  );
}
