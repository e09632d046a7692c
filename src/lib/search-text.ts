/**
 * Lower case, accents off ("Café" finds "cafe"), apostrophes dropped ("Thornbury’s" finds
 * "thornburys"), other punctuation as spaces ("green-spaces" finds "green spaces"). Shared by the
 * dashboard's table filter, the public lists and the site-wide search, so all three agree on a match.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
