import { proxy } from 'valtio';

/**
 * Which forms on screen have changes not yet saved. Any form can mark itself; the update
 * controller waits while any is marked, so a new release never interrupts an edit.
 */
export const unsavedChangesStore = proxy<{ formIds: string[] }>({ formIds: [] });

export function markUnsaved(formId: string): void {
  if (!unsavedChangesStore.formIds.includes(formId)) unsavedChangesStore.formIds.push(formId);
}

export function markSaved(formId: string): void {
  unsavedChangesStore.formIds = unsavedChangesStore.formIds.filter((id) => id !== formId);
}

export function hasUnsavedChanges(): boolean {
  return unsavedChangesStore.formIds.length > 0;
}
