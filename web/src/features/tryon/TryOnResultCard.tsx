import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import type { JobStatusValue } from '../ai-jobs/ai-jobs';
import { ImageSkeleton } from '../ai-jobs/ImageSkeleton';
import { InstructionForm } from '../ai-jobs/InstructionForm';
import { JobStatusBadge } from '../ai-jobs/JobStatusBadge';
import { ResultImage } from '../ai-jobs/ResultImage';

export interface TryOnResultCardProps {
  status: JobStatusValue | null;
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
  onSave(): void;
  onDownload(): void;
  downloading: boolean;
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
  onSave,
  onDownload,
  downloading,
}: TryOnResultCardProps) {
  const running = status === 'pending' || status === 'processing';

  const body = () => {
    if (running) {
      return (
        <ImageSkeleton
          shape="portrait"
          label="Running your try-on"
          hint="AI is fitting the clothing. This takes about 15-30 seconds."
        />
      );
    }
    if (refining && imageUrl) {
      return <ImageSkeleton shape="square" label="Refining your result" hint="Applying your changes..." />;
    }
    if (imageUrl) {
      return <ResultImage src={imageUrl} alt="Try-on result" offline={offline} testId="tryon-result-image" />;
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

      <Group grow gap="sm" mt="md">
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
      </Group>
    </Card>
  );
}
