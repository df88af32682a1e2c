import { AspectRatio, Stack, Text } from '@mantine/core';
import { PreviewActions } from '../../components/ImageUpload/PreviewActions';
import classes from './TryOn.module.css';

export interface SelectedImageProps {
  name: string;
  imageUrl: string;
  /** Alt text of the preview. */
  alt: string;
  onClear(): void;
  onChange(): void;
  /** The image failed to load. */
  onError?(): void;
}

/** A picked saved image with Clear and Change (both reset the choice; Change then offers the list again). */
export function SelectedImage({ name, imageUrl, alt, onClear, onChange, onError }: SelectedImageProps) {
  return (
    <Stack gap="sm">
      <AspectRatio ratio={3 / 4} className={classes.preview} w="100%" maw={280} mx="auto">
        <img src={imageUrl} alt={alt} onError={onError} />
      </AspectRatio>
      <Text size="sm" ta="center" fw={600}>
        {name}
      </Text>
      <PreviewActions onClear={onClear} onChange={onChange} />
    </Stack>
  );
}
