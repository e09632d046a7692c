import { useEffect } from 'react';
import { TextInput } from '@mantine/core';
import { useSnapshot } from 'valtio';
import type { CollectionDashboardParts, CustomFieldProps, FieldDefinition } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { sessionStore } from '@/stores/session-store';
import type { PostItem } from './post-schema';
import { postDateText, readingTimeText } from './post-text';

type Author = PostItem['author'];

/** Who wrote the article: a name to show. A new article starts with the name of the person writing it. */
function AuthorInput({ value, onChange, errors, label, description }: CustomFieldProps<Author>) {
  const { uid, displayName, email } = useSnapshot(sessionStore);
  const author = value ?? { name: '', uid: '' };
  useEffect(() => {
    if (author.name === '' && author.uid === '' && uid) {
      onChange({ name: displayName ?? email?.split('@')[0] ?? '', uid });
    }
    // Only when the article has no author yet; typing a name is the writer's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
  return (
    <TextInput
      label={label}
      description={description}
      autoComplete="off"
      value={author.name}
      error={errors[''] ?? errors.name}
      onChange={(event) => onChange({ ...author, name: event.currentTarget.value })}
    />
  );
}

/** The editor's fields for an article, in the order people write them. */
export const postEditorFields: readonly FieldDefinition<PostItem>[] = [
  contentField.title('Article'),
  contentField.summary('Article', { description: 'One or two sentences for the list, sharing and the news feed.' }),
  contentField.body('Article', 'Article text'),
  contentField.picture('Picture'),
  {
    name: 'author',
    section: 'About the article',
    label: 'Author',
    kind: 'custom',
    component: AuthorInput,
    description: 'The name shown on the article.',
  },
  contentField.category('About the article'),
  contentField.tags('About the article'),
];

/** The dashboard's parts for articles: editor fields, table columns and what its search reads. */
export const postsDashboard: CollectionDashboardParts<PostItem> = {
  fields: postEditorFields,
  tableColumns: [
    { label: 'Category', render: (item) => item.category },
    {
      label: 'Published',
      render: (item) => (item.publishedAt ? postDateText(item.publishedAt) : '—'),
      sortBy: { field: 'publishedAt', direction: 'desc' },
    },
    { label: 'Reading time', render: (item) => readingTimeText(item.body) },
  ],
  searchText: (item) => [item.author.name, item.category].join(' '),
  editorSample: { Author: 'Sam Jones' },
};
