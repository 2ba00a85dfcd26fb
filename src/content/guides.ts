/** The free guides of the shop ("Free Resources"): value = URL slug under /shop/ and form value. */
export const guides = [
  { value: 'registration-readiness-checklist', label: 'NDIS Registration Readiness Checklist' },
  { value: 'audit-preparation-checklist', label: 'NDIS Audit Preparation Checklist' },
] as const
