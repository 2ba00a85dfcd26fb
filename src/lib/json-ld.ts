/**
 * A head script tag carrying JSON-LD. `<` is escaped so no text in the data can close the
 * script element early.
 */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}
