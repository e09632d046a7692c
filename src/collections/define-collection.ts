import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type * as z from 'zod';
import type { SidebarGroup } from '@/lib/route-meta';
import type { BaseContent } from './content-schema';

/** How the editor shows one field. */
export interface FieldDefinition<Item> {
  name: keyof Item & string;
  label: string;
  kind: 'text' | 'textarea' | 'markdown' | 'date-time' | 'number' | 'boolean' | 'select' | 'tags' | 'image';
  description?: string;
  options?: readonly { value: string; label: string }[];
}

/**
 * One content type, declared once: from this come its routes, list and detail pages, dashboard table,
 * the editor (create and edit), sidebar entries, the rules' field list (checked by a test), structured
 * data and seed data. What is special goes in the named slots, never in a copied page.
 */
export interface CollectionDefinition<Schema extends z.ZodType<BaseContent>> {
  /** Firestore collection path, e.g. `events`. */
  path: string;
  labels: { singular: string; plural: string };
  icon: Icon;
  sidebarGroup: SidebarGroup;
  /** Public list route, e.g. `/events`; the detail route is `${publicPath}/:slug`. */
  publicPath: string;
  dashboardPath: string;
  /** The zod schema: the TypeScript type, the form validator and the check on every read. */
  schema: Schema;
  /** The fields the editor shows, in order. */
  fields: readonly FieldDefinition<z.infer<Schema>>[];
  titleField: keyof z.infer<Schema> & string;
  slugField: keyof z.infer<Schema> & string;
  /** Named slots for what is special about this type. */
  slots?: {
    card?: ComponentType<{ item: z.infer<Schema> & { id: string } }>;
    detailSections?: ComponentType<{ item: z.infer<Schema> & { id: string } }>[];
    beforeSave?: (item: z.infer<Schema>) => z.infer<Schema>;
    structuredData?: (item: z.infer<Schema> & { id: string }, url: string) => Record<string, unknown>;
  };
}

/** Declares a content type. An identity function with a type: the definition is plain data. */
export function defineCollection<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): CollectionDefinition<Schema> {
  return definition;
}
