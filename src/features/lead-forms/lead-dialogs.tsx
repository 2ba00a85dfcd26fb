import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { Toaster } from '../../components/ui/toaster'
import { leadFormPages } from '../../content/lead-form-pages'
import { DEFAULT_SERVICE_INTEREST } from '../../forms/signup'
import { onDialogRequest, onNotice } from '../../lib/dialog-requests'
import { mayNeedResendQueue } from '../../lib/lead-backup-key'
import { startResendQueue } from '../../lib/resend-queue'
import { GuideSavedNote, LeadForm } from './form-parts'
import { showToast } from './notify'
import { useDialogLeadForm } from './use-lead-form'

/**
 * The first date field a page makes costs Chromium its date control's locale setup: 25 ms here, about
 * 100 ms on a phone slowed 4×, which the booking dialog's first open paid after a tap (issue 11). One
 * field made while the browser is idle pays it there instead; later date fields take under a millisecond.
 */
function prepareDateControl(): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {}
  const idle = requestIdleCallback(() => {
    document.createElement('input').type = 'date'
  })
  return () => cancelIdleCallback(idle)
}

/**
 * The booking, registration and guide dialogs and the site's toaster: fetched when the browser is idle
 * or on the first intent. Leads an earlier visit could not send go out by themselves from here too.
 */
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
    if (mayNeedResendQueue()) startResendQueue()
  }, [])
  useEffect(() => prepareDateControl(), [])
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
        title={leadFormPages.scheduling.title}
        description={leadFormPages.scheduling.intro}
        returnFocusTo={() => trigger.current.scheduling}
      >
        <LeadForm lead={scheduling.lead} onCancel={scheduling.closeDialog} />
      </Dialog>
      <Dialog
        size="2xl"
        open={signup.open}
        onClose={signup.closeDialog}
        title={leadFormPages['signup-modal'].title}
        description={leadFormPages['signup-modal'].intro}
        returnFocusTo={() => trigger.current.signup}
      >
        <LeadForm lead={signup.lead} onCancel={signup.closeDialog} />
      </Dialog>
      <Dialog
        open={guide.open}
        onClose={guide.closeDialog}
        title={leadFormPages['download-guide'].titleFor(guideLabel)}
        description={leadFormPages['download-guide'].intro}
        returnFocusTo={() => trigger.current.guide}
      >
        <LeadForm lead={guide.lead} onCancel={guide.closeDialog}>
          {guide.lead.backedUp && <GuideSavedNote guide={guideSlug} onOpen={guide.closeDialog} />}
        </LeadForm>
      </Dialog>
      <Toaster />
    </>
  )
}
