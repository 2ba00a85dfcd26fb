/**
 * Words copied from the client's specification (product-spec.md), once. Tests compare what a visitor
 * sees with these, not with the content modules, so a content edit that breaks the spec fails a test.
 */

/** Spec §2, home page services section: the seven cards, in order. */
export const SPEC_SERVICES = [
  'How to Become an NDIS Provider',
  'Compliance & Quality Systems',
  'Staff Training & Development',
  'NDIS Audit Support',
  'Ongoing Compliance Support',
  'Expert Consultation',
  'Professional NDIS Website Design',
]
