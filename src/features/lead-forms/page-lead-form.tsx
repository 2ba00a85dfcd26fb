import { useNavigate } from '@tanstack/react-router'
import { problemCount } from '../../content/error-title'
import type { LeadValues } from '../../forms/descriptor'
import { formPageOf, type PageFormKind, sentPath } from '../../forms/form-pages'
import { leadForms } from '../../forms/lead-kinds'
import { FormEchoData, useFormEcho } from './form-echo-context'
import { LeadForm, SavedNote } from './form-parts'
import { useErrorTitle } from './use-error-title'
import { useInlineLeadForm } from './use-lead-form'

export interface PageLeadFormProps {
  kind: PageFormKind
  /** Values the page sets: the guide of a download page, the service of interest of /apply. */
  preset?: LeadValues
}

/**
 * A lead form standing on a page: the home page's contact form, the business enquiries, and the form
 * pages the lead links lead to. With the page's scripts it is sent by the lifecycle; without them it
 * posts to the lead function, which answers with its confirmation page or renders it back here.
 */
export function PageLeadForm({ kind, preset }: PageLeadFormProps) {
  const echo = useFormEcho(kind)
  const navigate = useNavigate()
  const descriptor = leadForms[kind]
  // The dialog forms' pages end where their plain POST ends: on the confirmation page.
  const onSent =
    descriptor.presentation === 'dialog'
      ? (values: LeadValues) => void navigate({ href: sentPath(kind, values) })
      : undefined
  const lead = useInlineLeadForm(kind, {
    initial: preset ? { ...descriptor.empty, ...preset } : undefined,
    echo,
    onSent,
  })
  useErrorTitle(problemCount(lead.summary, lead.formError))
  return (
    <>
      {echo && <FormEchoData echo={echo} />}
      <LeadForm lead={lead} label={formPageOf(kind)?.formLabel}>
        {lead.backedUp && <SavedNote lead={lead} />}
      </LeadForm>
    </>
  )
}
