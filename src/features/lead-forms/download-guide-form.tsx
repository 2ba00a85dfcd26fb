import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { downloadGuideMachine } from '../../../machines/lead-forms'
import { button } from '../../components/ui/button'
import { TextField } from '../../components/ui/form-fields'
import { notices } from '../../content/notices'
import { type DownloadGuideValues, downloadGuideSchema, emptyDownloadGuide } from '../../forms/enquiries'
import { validatorFor } from '../../forms/fields'
import { FormActions, LeadFormFrame } from './form-parts'
import { useLeadForm } from './use-lead-form'

const validate = validatorFor(downloadGuideSchema)

export function useDownloadGuideForm(onDelivered: (guide: string) => void) {
  return useLeadForm<DownloadGuideValues>({
    kind: 'download-guide',
    machine: downloadGuideMachine,
    defaultValues: emptyDownloadGuide,
    validate,
    notices: { success: notices.guideSuccess, failure: notices.contactFailure },
    onSuccess: (values) => onDelivered(values.guide),
  })
}

export function DownloadGuideForm({
  lead,
  onCancel,
}: {
  lead: ReturnType<typeof useDownloadGuideForm>
  onCancel: () => void
}) {
  const backedUp = lead.state.matches({ open: 'backedUp' } as never)
  return (
    <LeadFormFrame lead={lead}>
      <TextField label="Your name" required autoComplete="name" {...lead.bind('name')} />
      <TextField label="Email address" required type="email" autoComplete="email" {...lead.bind('email')} />
      {backedUp && (
        // The lead is saved in this browser and will be resent; the visitor still gets the guide.
        <p className={css({ bg: 'teal.50', p: '3', borderRadius: 'md' })}>
          Your details are saved and will be sent automatically.{' '}
          <Link
            to="/shop/$guide"
            params={{ guide: lead.values.guide }}
            className={button({ variant: 'secondary', size: 'sm' })}
            onClick={onCancel}
          >
            Open the guide now
          </Link>
        </p>
      )}
      <FormActions busy={lead.busy} submitLabel="Get the guide" onCancel={onCancel} />
    </LeadFormFrame>
  )
}
