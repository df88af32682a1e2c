import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import type { ResultVersion } from '../ai-jobs/use-result-edit';
import classes from './ResultHistory.module.css';

export interface ResultHistoryProps {
  /** The try-on's result, then each refinement of it, oldest first. */
  versions: readonly ResultVersion[];
  /** Which one is shown. */
  shownIndex: number;
  onShow(index: number): void;
  /** No going back while a refinement runs. */
  disabled?: boolean;
}

/** The name of a version: "Original", or "Edit N: <instruction>". */
export function versionLabel(version: ResultVersion, index: number): string {
  if (index === 0) return 'Original';
  return version.instruction ? `Edit ${index}: ${version.instruction}` : `Edit ${index}`;
}

/**
 * The result's history strip: the original result and each refinement as a thumbnail; choosing one shows
 * it again (and the next refinement, save or download uses it). Shown once there is something to go
 * back to.
 */
export function ResultHistory({ versions, shownIndex, onShow, disabled = false }: ResultHistoryProps) {
  if (versions.length < 2) return null;
  return (
    <div role="group" aria-label="Result history" data-testid="result-history">
      <Text size="xs" c="dimmed" mb={4}>
        History: pick an earlier version to go back to it
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap">
          {versions.map((version, index) => {
            const label = versionLabel(version, index);
            return (
              <UnstyledButton
                key={`${index}:${version.url}`}
                className={classes.thumb}
                aria-label={label}
                title={label}
                aria-pressed={index === shownIndex}
                data-active={index === shownIndex || undefined}
                disabled={disabled}
                onClick={() => onShow(index)}
              >
                <img src={version.url} alt="" className={classes.image} />
                <span className={classes.caption}>{index === 0 ? 'Original' : `Edit ${index}`}</span>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
    </div>
  );
}
