const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A notice's description as a toast shows it: the spec's text word for word, and after a success sent
 * when "within 24 hours" can't be kept as written (a Friday evening, a weekend: decision 152) the reply
 * time the server gave. The e2e server runs on the real clock, so either may show.
 */
export function noticeDescription(description: string): RegExp {
  const replyTime =
    / As we reply during support hours \(Mon-Fri 8AM-6PM AEST\), expect our reply by \d{1,2}:\d{2} (AM|PM) AEST on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+\./
  return new RegExp(`^${escapeRegExp(description)}(${replyTime.source})?$`)
}
