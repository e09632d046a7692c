import { Text, Title } from '@mantine/core';
import { assembleDefinition } from '@/collections/assemble-definition';
import { useCollectionList } from '@/collections/use-collection';
import { documentsManifest } from './documents-manifest';
import { documentsModel } from './documents-model';
import { sortDocuments } from './document-format';
import { POLICY_FILTERS } from './policy-filters';
import { DocumentRow } from './document-views';
import { BareList } from '@/components/bare-list';

const definition = assembleDefinition(documentsManifest, documentsModel, {});

/**
 * The association's policy documents on /policies (safeguarding, volunteering…), as this reader may see
 * them: visitors the public ones, members the members' ones too. Nothing shows until they have loaded,
 * and nothing if there are none.
 */
export function PolicyDocuments() {
  const result = useCollectionList(definition, { audience: 'public', filters: POLICY_FILTERS });
  if (result.state !== 'ready' || result.value.items.length === 0) return null;
  return (
    <section aria-labelledby="policy-documents-heading">
      <Title order={2} size="h3" id="policy-documents-heading" mb="xs">
        Policy documents
      </Title>
      <Text mb="sm">The association’s own policies, to read or download.</Text>
      <BareList gap="sm">
        {sortDocuments(result.value.items).map((item) => (
          <DocumentRow key={item.id} item={item} />
        ))}
      </BareList>
    </section>
  );
}
