import { useEffect, useId } from 'react';
import { markSaved, markUnsaved } from '@/stores/unsaved-changes-store';

/** Tells the app this form has unsaved changes while `dirty` is true (and clears it on unmount). */
export function useUnsavedChanges(dirty: boolean): void {
  const formId = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    markUnsaved(formId);
    return () => markSaved(formId);
  }, [dirty, formId]);
}
