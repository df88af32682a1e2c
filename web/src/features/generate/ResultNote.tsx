import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { GenerationResultNoteQuery } from './generate.graphql';

/**
 * The note of a finished offline generation: the clothing words of the prompt its picture leaves out
 * ("not drawn offline: hat, floral"). Nothing while the job runs, for other engines, or when all was drawn.
 */
export function ResultNote({ jobId, finishedOffline }: { jobId: number | null; finishedOffline: boolean }) {
  const { data } = useQuery(GenerationResultNoteQuery, {
    variables: { id: jobId ?? 0 },
    skip: jobId === null || !finishedOffline,
  });
  const note = finishedOffline ? data?.geminiSession?.resultNote : null;
  if (!note) return null;
  return (
    <Text size="sm" c="orange.8" mt="xs" data-testid="generation-note">
      {note}
    </Text>
  );
}
