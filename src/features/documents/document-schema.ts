import * as z from 'zod';
import { baseContentSchema, timestamp } from '@/collections/content-schema';
import { documentFileSchema } from '@/collections/fields/document-file';
import { singleLineString } from '@/lib/plain-text';

/**
 * The documents library (docs/content-model.md `documents`, docs/decisions/0009): minutes, agendas, policies,
 * reports and forms, each a file in Storage with who may read it. The same limits are in firestore.rules
 * (`validDocument`); messages show in the editor as they are.
 */

export const DOCUMENT_CATEGORIES = ['minutes', 'agenda', 'policy', 'report', 'form'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  minutes: 'Minutes',
  agenda: 'Agenda',
  policy: 'Policy',
  report: 'Report',
  form: 'Form',
};

export const DOCUMENT_VISIBILITIES = ['public', 'members', 'committee'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/** Who may read it, as the editor and the document's page say it. */
export const VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  public: 'Everyone',
  members: 'Members only',
  committee: 'Committee members only',
};

export const documentFieldsSchema = z.object({
  // Null only in the editor before a file is chosen: a save needs one (not a type guard, so the type keeps null).
  file: documentFileSchema.nullable().refine((file) => Boolean(file), 'Please choose the file to upload.'),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose minutes, agenda, policy, report or form.' }),
  /** The meeting's date for minutes and agendas, otherwise the date the document is dated. */
  date: timestamp.nullable(),
  /** The committee it belongs to (its id in `committees`), if any. */
  committeeId: singleLineString().min(1).max(128).nullable(),
  visibility: z.enum(DOCUMENT_VISIBILITIES, { error: 'Choose who may read it.' }),
});

export const documentSchema = baseContentSchema.extend(documentFieldsSchema.shape).superRefine((item, context) => {
  if (item.visibility === 'committee' && item.committeeId === null) {
    context.addIssue({
      code: 'custom',
      path: ['committeeId'],
      message: 'Choose the committee whose members may read it, or let everyone or all members read it.',
    });
  }
});

export type DocumentItem = z.infer<typeof documentSchema>;

/** A new document in the editor: public, no file yet, no committee. */
export function emptyDocument(): Partial<DocumentItem> {
  return { tags: [], file: null, category: 'policy', date: null, committeeId: null, visibility: 'public' };
}
