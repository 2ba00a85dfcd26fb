import { isLeadKind, leadForms, leadKindNames } from '../../forms/lead-kinds'

/** The viewer's form filter: every lead form by the name its descriptor gives. */
export const formKindOptions = leadKindNames.map((kind) => ({ value: kind, label: leadForms[kind].name }))

export function formKindLabel(kind: string): string {
  return isLeadKind(kind) ? leadForms[kind].name : kind
}
