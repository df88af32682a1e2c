import { useState } from 'react';
import { useSingleFlight } from '../../lib/use-single-flight';
import { runAdminChange, type AdminFailureTitle, type AdminToastText } from './admin-changes';

/** One save of an admin dialog: the mutation (with its own cache update and evictions), the toasts' words. */
export interface AdminSave<R> {
  change: () => Promise<R>;
  success: AdminToastText | ((result: R) => AdminToastText);
  failure: { title: AdminFailureTitle; fallback: string };
}

/**
 * The save of an admin create/update dialog: one at a time (a second click while one runs does nothing),
 * `saving` while it runs, the success or failure toast ({@link runAdminChange}), and the dialog closed on
 * success. `prepare` checks the form and says what to run, or `null` to stop (the form shows its errors).
 */
export function useAdminSave<R>(
  prepare: () => AdminSave<R> | null,
  onClose: () => void,
): { saving: boolean; submit: () => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const submit = useSingleFlight(async () => {
    const save = prepare();
    if (!save) return;
    setSaving(true);
    const done = await runAdminChange(
      save.change,
      save.success as (result: R) => AdminToastText,
      save.failure,
    );
    setSaving(false);
    if (done) onClose();
  });
  return { saving, submit: async () => void (await submit()) };
}

/**
 * The toasts' words of a create-or-update save of a `thing` ("Campaign") named `name`: "Campaign Created",
 * "“Summer” has been created." (or `createdDescription`), and the fallbacks "Failed to create campaign.
 * Please try again."; likewise for an update.
 */
export function adminSaveTexts(
  editing: boolean,
  thing: string,
  name: string | null | undefined,
  createdDescription = `“${name}” has been created.`,
): Pick<AdminSave<unknown>, 'success' | 'failure'> {
  const lower = thing.toLowerCase();
  return editing
    ? {
        success: { title: `${thing} Updated`, description: `“${name}” has been updated.` },
        failure: { title: 'Update Failed', fallback: `Failed to update ${lower}. Please try again.` },
      }
    : {
        success: { title: `${thing} Created`, description: createdDescription },
        failure: { title: 'Creation Failed', fallback: `Failed to create ${lower}. Please try again.` },
      };
}
