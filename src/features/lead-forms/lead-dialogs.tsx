import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Toaster } from '../../components/ui/toaster'
import { DEFAULT_SERVICE_INTEREST } from '../../forms/signup'
import { onDialogRequest, onNotice } from '../../lib/dialog-requests'
import { LeadForm } from './form-parts'
import { showToast } from './notify'
import { useDialogLeadForm } from './use-lead-form'

/** The booking, registration and guide dialogs and the site's toaster: loaded on first need. */
export function LeadDialogs() {
  const router = useRouter()
  const trigger = useRef<Record<'scheduling' | 'signup' | 'guide', HTMLElement | null>>({
    scheduling: null,
    signup: null,
    guide: null,
  })
  const [guideLabel, setGuideLabel] = useState('')
  const scheduling = useDialogLeadForm('scheduling')
  const signup = useDialogLeadForm('signup-modal')
  const guide = useDialogLeadForm('download-guide', (sent) => {
    if (typeof sent.guide === 'string') void router.navigate({ to: '/shop/$guide', params: { guide: sent.guide } })
  })
  const { openDialog: openScheduling } = scheduling
  const { openDialog: openSignup, lead: signupLead } = signup
  const { openDialog: openGuide, lead: guideLead } = guide

  useEffect(
    () =>
      onDialogRequest((request) => {
        if (request.kind === 'scheduling') {
          trigger.current.scheduling = request.trigger ?? null
          openScheduling()
        } else if (request.kind === 'download-guide') {
          trigger.current.guide = request.trigger ?? null
          setGuideLabel(request.guide.label)
          guideLead.form.setFieldValue('guide', request.guide.value)
          openGuide()
        } else {
          trigger.current.signup = request.trigger ?? null
          signupLead.form.setFieldValue('serviceInterest', request.serviceInterest ?? DEFAULT_SERVICE_INTEREST)
          openSignup()
        }
      }),
    [openScheduling, openSignup, openGuide, signupLead.form, guideLead.form],
  )
  useEffect(() => {
    // Ark starts the toaster's machine a microtask after it mounts, and a toast created before that is
    // never shown: notices queued before this chunk loaded (payment return, the contact form) would be
    // lost. Subscribe, and so deliver the queue, on the next task.
    let unsubscribe = () => {}
    const timer = setTimeout(() => {
      unsubscribe = onNotice(showToast)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [])

  const guideSlug = String(guideLead.form.state.values.guide ?? '')
  return (
    <>
      <Dialog
        open={scheduling.open}
        onClose={scheduling.closeDialog}
        title="Book a free consultation"
        description="Choose a day and the times that suit you. We'll confirm your booking within 24 hours."
        returnFocusTo={() => trigger.current.scheduling}
      >
        <LeadForm lead={scheduling.lead} onCancel={scheduling.closeDialog} />
      </Dialog>
      <Dialog
        size="2xl"
        open={signup.open}
        onClose={signup.closeDialog}
        title="Start your NDIS registration"
        description="Tell us about your business and we'll contact you within 24 hours with next steps."
        returnFocusTo={() => trigger.current.signup}
      >
        <LeadForm lead={signup.lead} onCancel={signup.closeDialog} />
      </Dialog>
      <Dialog
        open={guide.open}
        onClose={guide.closeDialog}
        title={`Download: ${guideLabel}`}
        description="Tell us where to send follow-up tips. Your guide opens as soon as you submit."
        returnFocusTo={() => trigger.current.guide}
      >
        <LeadForm lead={guide.lead} onCancel={guide.closeDialog}>
          {guide.backedUp && (
            // The lead is saved in this browser and will be resent; the visitor still gets the guide.
            <p className={css({ bg: 'teal.50', p: '3', borderRadius: 'md' })}>
              Your details are saved and will be sent automatically.{' '}
              <Link
                to="/shop/$guide"
                params={{ guide: guideSlug }}
                className={button({ variant: 'secondary', size: 'sm' })}
                onClick={guide.closeDialog}
              >
                Open the guide now
              </Link>
            </p>
          )}
        </LeadForm>
      </Dialog>
      <Toaster />
    </>
  )
}
