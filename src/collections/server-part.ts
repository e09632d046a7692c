/**
 * A feature's server half: what the backend needs of it, beside its manifest (routes, menus), model,
 * public and dashboard parts. `npm run generate` (scripts/generate.mjs) reads every feature's
 * `<feature>-server.ts` and writes firestore.rules and storage.rules from them and the engine's shared
 * rules (src/collections/server/). Nothing here is ever part of the app: only the generator and tests
 * import server parts (decision 0043).
 */
import type * as z from 'zod';

/** How the rules treat one content type of the feature. */
export interface ServerTypeRules {
  /**
   * The zod schema of the type's own fields (beside the base content fields): the generator writes the
   * rules function `<path>Fields(d)` from it (src/collections/server/zod-rules.ts): the keys allowed
   * (these, the base fields and the list fields), each field's type, lengths, enum and nesting.
   */
  fields?: z.ZodObject;
  /** Fields of `fields` the feature's fragment checks itself (they depend on the document's id). */
  handChecked?: readonly string[];
  /** Keys every save adds beside the schema's and the engine's list fields (the model's `listFields`). */
  listFieldKeys?: readonly string[];
  /**
   * The type's fullest writes are at the 1,000-expression limit: the generated check counts the
   * document's keys rather than listing them (zod-rules.ts `countKeys`; every field must be required).
   * The list fields every save adds may be missing (items saved before they came in), unless
   * `listFieldsRequired` (every item has been saved since: products).
   */
  countKeys?: boolean | { listFieldsRequired: true };
  /**
   * Lists of `fields` whose first entry alone the generated check reads in full (not the first and
   * last), where a type's largest writes would go over the expression limit; the app's schema checks
   * every entry on every save and read.
   */
  firstEntryOnly?: readonly string[];
  /**
   * The type's own fields, checked on every create and update beside the shared content checks
   * (`validContent`: slug, title, summary, body, image, tags, status, dates, authors, version): a call of
   * a function of the feature's fragment, e.g. `validPost(request.resource.data)`, which calls the
   * generated `<path>Fields(d)` for what the schema says and adds what it cannot (relations). The
   * document's id is `id`. Without one: the generated function when `fields` is given, else the base
   * fields alone (`baseFieldsOnly`).
   */
  check?: string;
  /** Checked on updates only, after everything else (posts: a first publication date is kept). */
  updateCheck?: string;
  /**
   * The fields an owner (the manifest's `access.ownerField`) may change on their own item, beyond the
   * text and the fields every save writes; never the owner, slug, status or schedule.
   */
  ownerFields?: readonly string[];
  /**
   * The feature's fragment writes the type's `match` block itself: its reads or writes are not the
   * engine's (documents by visibility, products created by sellers).
   */
  ownMatch?: boolean;
  /** Whether items carry pictures (storage.rules' images/{collection}/…); default true. */
  pictures?: boolean;
}

export interface ServerPart {
  /** The feature folder, as in src/features/<feature>/ (or a domain's, src/domains/<domain>/). */
  feature: string;
  /** Where the part lives (`src/domains/accounts`), set when it is found; else `src/features/<feature>`. */
  folder?: string;
  /**
   * Firestore rules functions and `match` blocks of the feature, indented for the documents scope
   * (four spaces): its types' field checks and any collection of its own that is not a content type
   * (orders, messages).
   */
  firestoreRules?: string;
  /** Storage rules of the feature's own files (documents' files, the trail's audio), for `match /b/{bucket}/o`. */
  storageRules?: string;
  /** Per content type (the manifest's `path`): how the generated rules treat it. */
  types?: Readonly<Record<string, ServerTypeRules>>;
}

const SERVER_PART = Symbol.for('community-hub.server-part');

/** Declares a feature's server half (see the module comment). */
export function defineServerPart(part: ServerPart): ServerPart {
  return Object.assign({ ...part }, { [SERVER_PART]: true });
}

/** Whether a module export is a server part (the generator finds them among a module's exports). */
export function isServerPart(value: unknown): value is ServerPart {
  return typeof value === 'object' && value !== null && SERVER_PART in value;
}
