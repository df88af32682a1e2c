import { Badge } from '@mantine/core';
import classes from './ResultImage.module.css';

export interface ResultImageProps {
  src: string;
  alt: string;
  /** Made by the offline engine: labelled "Offline preview". */
  offline: boolean;
  testId: string;
}

/** A finished job's image, with the "Offline preview" label when the offline engine made it. */
export function ResultImage({ src, alt, offline, testId }: ResultImageProps) {
  return (
    <div className={classes.frame}>
      <img src={src} alt={alt} className={classes.image} data-testid={testId} />
      {offline ? (
        <Badge
          className={classes.label}
          color="orange"
          variant="filled"
          data-testid="offline-preview"
          style={{ textTransform: 'none' }}
        >
          Offline preview
        </Badge>
      ) : null}
    </div>
  );
}
