import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { SaveNameDialog } from '../../components/SaveNameDialog/SaveNameDialog';
import type { ImageCategory } from '../../__generated__/graphql';
import { useSaveUserImage } from './saved-items';
import { defaultSaveName } from '../../lib/uploads';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';

/** The kinds of image, with their labels, in display order. */
const CATEGORY_LABELS: Record<ImageCategory, string> = {
  person: 'Person Photo',
  clothing: 'Clothing Item',
};
const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

/** The spec's default save names (section 5). */
const NAME_PREFIX: Record<ImageCategory, string> = {
  person: 'Person Photo',
  clothing: 'Clothing Item',
};

export interface UploadToGalleryProps {
  opened: boolean;
  onClose(): void;
  /** The category chosen when the dialog opens (the gallery's current tab). */
  initialCategory: ImageCategory;
  /** Called after the image was saved (it is already in the cached lists). */
  onSaved(category: ImageCategory): void;
}

/**
 * The gallery's Upload action: pick Person Photo or Clothing Item, upload the image (checks, preview,
 * Clear / Change), then name it in the save dialog (the saveUserImage mutation, which adds it to the lists).
 */
export function UploadToGallery({ opened, onClose, initialCategory, onSaved }: UploadToGalleryProps) {
  const saveUserImage = useSaveUserImage();
  const [category, setCategory] = useState<ImageCategory>(initialCategory);
  const [url, setUrl] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [defaultName, setDefaultName] = useState('');
  const [wasOpened, setWasOpened] = useState(opened);

  // Each opening starts on the gallery's current tab with nothing uploaded.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setCategory(initialCategory);
      setUrl(null);
      setNaming(false);
    }
  }

  const startNaming = () => {
    setDefaultName(defaultSaveName(NAME_PREFIX[category]));
    setNaming(true);
  };

  const save = useSingleFlight(async (name: string) => {
    if (!url) return;
    setSaving(true);
    try {
      await saveUserImage({ imageUrl: url, name, kind: category });
      toast({
        title: 'Image Saved Successfully! 🎉',
        description: `"${name}" was saved to your gallery.`,
        variant: 'success',
      });
      setNaming(false);
      setUrl(null);
      onSaved(category);
      onClose();
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <Modal opened={opened && !naming} onClose={onClose} title="Upload to Gallery" centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Upload a person photo or a clothing item to use it for virtual try-ons.
          </Text>
          <SegmentedControl
            fullWidth
            data={CATEGORY_OPTIONS}
            value={category}
            onChange={(value) => setCategory(value as ImageCategory)}
            aria-label="Image type"
          />
          <ImageUpload
            value={url}
            onChange={setUrl}
            label={category === 'person' ? 'Upload person photo' : 'Upload clothing item'}
          />
          <Button onClick={startNaming} disabled={!url}>
            Save to Gallery
          </Button>
        </Stack>
      </Modal>
      <SaveNameDialog
        opened={opened && naming}
        onClose={() => setNaming(false)}
        onSave={(name) => void save(name)}
        saving={saving}
        title={category === 'person' ? 'Save Person Photo' : 'Save Clothing Item'}
        description="Give this image a name so you can find it in your gallery."
        defaultName={defaultName}
      />
    </>
  );
}
