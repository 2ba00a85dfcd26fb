import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@tanstack/react-store'
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { Toaster } from '../../components/ui/toaster'
import { leadFormPages } from '../../content/lead-form-pages'
import { DEFAULT_SERVICE_INTEREST } from '../../forms/signup'
import { mayNeedResendQueue } from '../../lib/lead-backup-key'
import { type DialogRequest, dialogOpened, noticesShown, pageRequests } from '../../lib/page-requests'
import { startResendQueue } from '../../lib/resend-queue'
import { GuideSavedNote, LeadForm } from './form-parts'
import { showToast } from './notify'
import { useDialogLeadForm } from './use-lead-form'

/**
 * The booking, registration and guide dialogs and the site's toaster: fetched when the browser is idle
 * or on the first intent. Leads an earlier visit could not send go out by themselves from here too.
 */
export function LeadDialogs() {
  const router = useRouter()
  const trigger = useRef<Record<DialogRequest['kind'], HTMLElement | null>>({
    scheduling: null,
    'signup-modal': null,
    'download-guide': null,
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

  const request = useSelector(pageRequests, (state) => state.open)
  useEffect(() => {
    if (!request) return
    if (request.kind === 'scheduling') {
      trigger.current.scheduling = request.trigger ?? null
      openScheduling()
    } else if (request.kind === 'download-guide') {
      trigger.current['download-guide'] = request.trigger ?? null
      setGuideLabel(request.guide.label)
      guideLead.form.setFieldValue('guide', request.guide.value)
      openGuide()
    } else {
      trigger.current['signup-modal'] = request.trigger ?? null
      signupLead.form.setFieldValue('serviceInterest', request.serviceInterest ?? DEFAULT_SERVICE_INTEREST)
      openSignup()
    }
    dialogOpened()
  }, [request, openScheduling, openSignup, openGuide, signupLead.form, guideLead.form])

  const notices = useSelector(pageRequests, (state) => state.notices)
  // Ark's toaster drops a toast made in the first moments after it mounts: its group takes the toasts it
  // finds when it starts, but a toast made while it is starting (10-20 ms after mount, measured) never
  // showed. The payment return's notice, waiting for this code, was lost in about 1 load in 4
  // (`forms.spec.ts` "payment=success…" with --repeat-each). Notices are shown from the frame after.
  const [toasterLive, setToasterLive] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setToasterLive(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  useEffect(() => {
    if (!toasterLive || notices.length === 0) return
    for (const notice of notices) showToast(notice)
    noticesShown(notices)
  }, [notices, toasterLive])
  useEffect(() => {
    if (mayNeedResendQueue()) startResendQueue()
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
        returnFocusTo={() => trigger.current['signup-modal']}
      >
        <LeadForm lead={signup.lead} onCancel={signup.closeDialog} />
      </Dialog>
      <Dialog
        open={guide.open}
        onClose={guide.closeDialog}
        title={leadFormPages['download-guide'].titleFor(guideLabel)}
        description={leadFormPages['download-guide'].intro}
        returnFocusTo={() => trigger.current['download-guide']}
      >
        <LeadForm lead={guide.lead} onCancel={guide.closeDialog}>
          {guide.lead.backedUp && <GuideSavedNote guide={guideSlug} onOpen={guide.closeDialog} />}
        </LeadForm>
      </Dialog>
      <Toaster />
    </>
  )
}
