/**
 * JSON for inside a `<script>` element (JSON-LD, data for the page). JSON may hold `</script>` or `<!--`,
 * which would end or upset the element, so `<`, `>` and `&` become \u escapes (still the same JSON), as
 * do the line separators older JavaScript parsers reject. Plain JavaScript so build scripts can use it.
 *
 * @param {unknown} data
 * @returns {string}
 */
export function scriptSafeJson(data) {
  return (JSON.stringify(data) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
