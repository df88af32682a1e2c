import { AspectRatio, Loader, Skeleton, Text } from '@mantine/core';
import classes from './ImageSkeleton.module.css';

export interface ImageSkeletonProps {
  /** Portrait (3:4) while a person or try-on is generated, square while an edit runs. */
  shape: 'portrait' | 'square';
  /** Accessible name of the placeholder, e.g. "Generating your model". */
  label: string;
  /** A line under the spinner. */
  hint?: string;
}

/** The spec's loading placeholder: a shimmering skeleton in the image's shape with a spinner on top. */
export function ImageSkeleton({ shape, label, hint }: ImageSkeletonProps) {
  return (
    <AspectRatio
      ratio={shape === 'portrait' ? 3 / 4 : 1}
      className={classes.frame}
      maw={shape === 'portrait' ? 420 : 360}
      mx="auto"
      role="status"
      aria-label={label}
      data-testid={`skeleton-${shape}`}
    >
      <Skeleton animate height="100%" width="100%" radius="md" />
      <div className={classes.spinner}>
        <Loader size="md" aria-hidden />
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
    </AspectRatio>
  );
}
