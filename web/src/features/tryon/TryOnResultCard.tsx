import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import type { JobStatus } from '../../__generated__/graphql';
import { ImageSkeleton } from '../ai-jobs/ImageSkeleton';
import { InstructionForm } from '../ai-jobs/InstructionForm';
import { JobStatusBadge } from '../ai-jobs/JobStatusBadge';
import type { ResultVersion } from '../ai-jobs/use-result-edit';
import { ResultHistory } from './ResultHistory';
import { ResultViewer } from './ResultViewer';

export interface TryOnResultCardProps {
  status: JobStatus | null;
  errorMessage: string | null;
  /** The image to show (the latest refinement, else the try-on's result). */
  imageUrl: string | null;
  offline: boolean;
  instruction: string;
  onInstructionChange(value: string): void;
  /** True while a refinement is being started or runs. */
  refining: boolean;
  canRefine: boolean;
  onRefine(): void;
  /** Why the last refinement failed (shown under the refine box). */
  refineError?: string | null;
  /** The person photo the try-on started from (the "before" of the compare slider). */
  beforeUrl?: string | null;
  /** The result and each refinement, oldest first, and which one is shown. */
  history?: readonly ResultVersion[];
  shownIndex?: number;
  onShowVersion?(index: number): void;
  onSave(): void;
  onDownload(): void;
  downloading: boolean;
  /** How long a try-on takes on the engine that runs it (null: not known, none is said). */
  duration?: string | null;
}

/**
 * The Try-On Result card: status badge (Pending / AI Processing... / Completed / Failed, with the error of a
 * failed job), the image with its "Offline preview" label, the refine box, Save to Gallery and Download.
 */
export function TryOnResultCard({
  status,
  errorMessage,
  imageUrl,
  offline,
  instruction,
  onInstructionChange,
  refining,
  canRefine,
  onRefine,
  refineError = null,
  beforeUrl = null,
  history = [],
  shownIndex = 0,
  onShowVersion = () => {},
  onSave,
  onDownload,
  downloading,
  duration = null,
}: TryOnResultCardProps) {
  const running = status === 'pending' || status === 'processing';

  const body = () => {
    if (running) {
      return (
        <ImageSkeleton
          shape="portrait"
          label="Running your try-on"
          hint={`AI is fitting the clothing.${duration ? ` This takes ${duration}.` : ''}`}
        />
      );
    }
    if (refining && imageUrl) {
      return <ImageSkeleton shape="square" label="Refining your result" hint="Applying your changes..." />;
    }
    if (imageUrl) {
      return <ResultViewer src={imageUrl} offline={offline} beforeUrl={beforeUrl} />;
    }
    return (
      <Text c="dimmed" ta="center" py="xl">
        Choose a person and a clothing item, then press Try On. Your result will appear here.
      </Text>
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Try-On Result">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Try-On Result
        </Title>
        {status ? <JobStatusBadge status={status} kind="tryon" testId="tryon-status" /> : null}
      </Group>
      {status === 'failed' && errorMessage ? (
        <Text c="red" size="sm" mb="sm" data-testid="tryon-error">
          {errorMessage}
        </Text>
      ) : null}
      {body()}
      {running ? null : (
        <ResultHistory
          versions={history}
          shownIndex={shownIndex}
          onShow={onShowVersion}
          disabled={refining}
        />
      )}

      <InstructionForm
        label="Refine instructions"
        placeholder="e.g. Make it blue"
        buttonLabel="Refine"
        value={instruction}
        onChange={onInstructionChange}
        onSubmit={onRefine}
        inputDisabled={!imageUrl || refining}
        canSubmit={canRefine}
        busy={refining}
        error={refineError}
      />

      {/* One under the other on phones, so "Save to Gallery" is never cut. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="md">
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={onSave}
          disabled={refining}
        >
          Save to Gallery
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onDownload}
          disabled={!imageUrl || refining || running}
          loading={downloading}
        >
          Download
        </Button>
      </SimpleGrid>
    </Card>
  );
}
