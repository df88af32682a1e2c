import { Button, Group } from '@mantine/core';
import { IconBolt, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { SaveNameDialog } from '../../components/SaveNameDialog/SaveNameDialog';
import type { ImageCategory } from '../../__generated__/graphql';
import { toast, toastError } from '../../lib/toast';
import { defaultSaveName } from '../../lib/uploads';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useSaveUserImage } from '../gallery/saved-items';

/** The spec's name for a quick save of an uploaded person photo (section 5). */
export const QUICK_SAVE_NAME = 'Uploaded Model';

export interface SaveUploadProps {
  /** The uploaded image's `/uploads/...` address. */
  url: string;
  kind: ImageCategory;
  /** The prefix of the dialog's default name, e.g. "Clothing Item 2" for "Clothing Item 2 - {date}". */
  namePrefix: string;
  /** The dialog's title, e.g. "Save Person Photo". */
  title: string;
  /** The Save button's label, e.g. "Save Photo". */
  label: string;
  /** Offer a one-click save under the spec's quick-save name as well (the person photo). */
  quickSave?: boolean;
}

/**
 * Keeps an image uploaded on the try-on screen in My Gallery without uploading it again: Save opens the
 * name dialog with the spec's default name; Quick Save (person photos) saves it at once as "Uploaded
 * Model". The saved image joins the cached gallery and saved-item lists, so it shows at once there and in
 * the Saved Items / AI Models tabs. Once saved, the buttons say so, so the same upload is not kept twice.
 */
export function SaveUpload({ url, kind, namePrefix, title, label, quickSave = false }: SaveUploadProps) {
  const saveUserImage = useSaveUserImage();
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [defaultName, setDefaultName] = useState('');
  const [savedUrl, setSavedUrl] = useState<string | null>(null);

  const save = useSingleFlight(async (name: string) => {
    setSaving(true);
    try {
      await saveUserImage({ imageUrl: url, name, kind });
      toast({
        title: 'Image Saved Successfully! 🎉',
        description: `"${name}" was saved to your gallery.`,
        variant: 'success',
      });
      setSavedUrl(url);
      setNaming(false);
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  });

  if (savedUrl === url) {
    return (
      <Button variant="light" color="green" leftSection={<IconCheck size={16} aria-hidden />} disabled>
        Saved to Gallery
      </Button>
    );
  }

  return (
    <>
      <Group grow gap="sm">
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={() => {
            setDefaultName(defaultSaveName(namePrefix));
            setNaming(true);
          }}
          disabled={saving}
        >
          {label}
        </Button>
        {quickSave ? (
          <Button
            variant="default"
            leftSection={<IconBolt size={16} aria-hidden />}
            onClick={() => void save(QUICK_SAVE_NAME)}
            loading={saving && !naming}
            disabled={saving}
          >
            Quick Save
          </Button>
        ) : null}
      </Group>
      <SaveNameDialog
        opened={naming}
        onClose={() => setNaming(false)}
        onSave={(name) => void save(name)}
        saving={saving}
        title={title}
        description="Give this image a name so you can find it in your gallery."
        defaultName={defaultName}
      />
    </>
  );
}
