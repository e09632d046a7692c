import { useMemo, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/en-gb';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { sessionStore } from '@/stores/session-store';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition, CollectionMeta } from './define-collection';
import { EditorSuggestions } from './editor-fields';
import { EditorForm } from './editor-form';
import { ImageUploadDocument } from './fields/image-picker';
import { editorPermissions } from './editor-access';
import { categoriesInUse } from './editor-save-state';
import './editor-styles';
import { useCollectionItem, useCollectionList } from './use-collection';

/** An id like Firestore's own: 20 letters and digits, made here so a new item has its address at once. */
export function newDocumentId(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(random(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Values in use for the type's category fields, from every item the editor can read (the device's copy offline). */
function useSuggestions<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): Record<string, readonly string[]> {
  const list = useCollectionList(definition, { audience: 'editor' });
  const items = list.state === 'ready' ? list.value.items : undefined;
  return useMemo(() => {
    const names = definition.fields.filter((field) => field.kind === 'category').map((field) => field.name);
    const found = (items ?? []) as unknown as Record<string, unknown>[];
    return Object.fromEntries(names.map((name) => [name, categoriesInUse(found, name)]));
  }, [definition.fields, items]);
}

/** What an owner sees on another's item, or on "New": a plain refusal and the way back. */
function NotYours({ definition, isNew }: { definition: CollectionMeta; isNew: boolean }) {
  const plural = definition.labels.plural.toLowerCase();
  return (
    <Stack>
      <Title order={1}>You cannot edit this</Title>
      <Text>
        {isNew
          ? `Only editors add ${plural}.`
          : `You can edit only the ${plural} you manage. Ask an editor if this one should be yours.`}
      </Text>
      <Anchor component={Link} to={definition.dashboardPath}>
        Your {plural}
      </Anchor>
    </Stack>
  );
}

/** The one editor for creating and editing any content type, built from its definition. */
export function EditorPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const params = useParams();
  const isNew = params.id === undefined;
  const [id] = useState(() => params.id ?? newDocumentId());
  /**
   * This page made the item's id: after its first save the address changes to the id, and the device's copy
   * of the new item can arrive a moment later. Until it does, the form stays (with its save under way) rather
   * than "Not found" replacing it and losing track of that save.
   */
  const [createdHere] = useState(isNew);
  const loaded = useCollectionItem(definition, { id }, 'editor');
  const suggestions = useSuggestions(definition);
  const session = useSnapshot(sessionStore);
  const signedIn = session.uid !== null;
  // A new item has nothing to own yet: only those who may edit every item create one, and owners where
  // the type lets them (a seller's products).
  if (isNew && !editorPermissions(definition.access, { ...session, signedIn }, undefined).canEdit) {
    return <NotYours definition={definition} isNew />;
  }

  if (loaded.state === 'loading') {
    return (
      <Text role="status">
        <Loader size="xs" mr="xs" aria-hidden /> Opening…
      </Text>
    );
  }
  if (loaded.state === 'error') {
    return (
      <Alert color="red" variant="light" title="This cannot be opened just now">
        {loaded.message} ({loaded.code})
      </Alert>
    );
  }
  const { item, fromCache, hasPendingWrites } = loaded.value;
  // A fixed page (about, a policy) not yet in the database is written the first time it is saved.
  const firstOfFixed = !isNew && !item && !fromCache && definition.fixedIds?.includes(id) === true;
  if (!isNew && !item && !createdHere && !firstOfFixed) {
    return (
      <Stack>
        <Title order={1}>Not found</Title>
        <Text>
          {fromCache
            ? `This ${definition.labels.singular.toLowerCase()} has not been saved on this device, and you are offline. Try again when you have a connection.`
            : `There is no ${definition.labels.singular.toLowerCase()} at this address. It may have been deleted.`}
        </Text>
        <Anchor component={Link} to={definition.dashboardPath}>
          All {definition.labels.plural.toLowerCase()}
        </Anchor>
      </Stack>
    );
  }
  // An owner's dashboard opens for plain members: they edit only their own items.
  if (!editorPermissions(definition.access, { ...session, signedIn }, item).canEdit) {
    return <NotYours definition={definition} isNew={isNew} />;
  }
  const serverItem = !fromCache && !hasPendingWrites ? item : 'unknown';
  return (
    <DatesProvider settings={{ locale: 'en-gb', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <EditorSuggestions.Provider value={suggestions}>
        <ImageUploadDocument.Provider value={{ collection: definition.path, documentId: id }}>
          <EditorForm
            key={id}
            definition={definition}
            id={id}
            isNew={isNew || firstOfFixed}
            item={item}
            serverItem={serverItem}
            hasPendingWrites={hasPendingWrites}
          />
        </ImageUploadDocument.Provider>
      </EditorSuggestions.Provider>
    </DatesProvider>
  );
}
