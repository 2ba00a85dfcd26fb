import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { Toaster } from '../../components/ui/toaster'
import { DEFAULT_SERVICE_INTEREST } from '../../forms/signup'
import { onDialogRequest, onNotice } from '../../lib/dialog-requests'
import { DownloadGuideForm, useDownloadGuideForm } from './download-guide-form'
import { showToast } from './notify'
import { SchedulingForm, useSchedulingForm } from './scheduling-form'
import { SignupForm, useSignupForm } from './signup-form'

/** The scheduling and signup dialogs and the site's toaster: loaded on first need. */
export function LeadDialogs() {
  const schedulingTrigger = useRef<HTMLElement | null>(null)
  const signupTrigger = useRef<HTMLElement | null>(null)
  const interest = useRef(DEFAULT_SERVICE_INTEREST)
  const scheduling = useSchedulingForm()
  const signup = useSignupForm(() => interest.current)
  const router = useRouter()
  const guideTrigger = useRef<HTMLElement | null>(null)
  const [guideLabel, setGuideLabel] = useState('')
  const guide = useDownloadGuideForm((slug) => void router.navigate({ to: '/shop/$guide', params: { guide: slug } }))
  const { send: sendGuide, setValue: setGuideValue } = guide
  const { send: sendScheduling } = scheduling
  const { send: sendSignup, setValue: setSignupValue } = signup

  useEffect(
    () =>
      onDialogRequest((request) => {
        if (request.kind === 'scheduling') {
          schedulingTrigger.current = request.trigger ?? null
          sendScheduling({ type: 'dialog.open' })
        } else if (request.kind === 'download-guide') {
          guideTrigger.current = request.trigger ?? null
          setGuideLabel(request.guide.label)
          setGuideValue('guide', request.guide.value as never)
          sendGuide({ type: 'dialog.open' })
        } else {
          signupTrigger.current = request.trigger ?? null
          interest.current = request.serviceInterest ?? DEFAULT_SERVICE_INTEREST
          setSignupValue('serviceInterest', interest.current)
          sendSignup({ type: 'dialog.open' })
        }
      }),
    [sendScheduling, sendSignup, setSignupValue, sendGuide, setGuideValue],
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

  const closeScheduling = () => sendScheduling({ type: 'dialog.close' })
  const closeSignup = () => sendSignup({ type: 'dialog.close' })
  const closeGuide = () => sendGuide({ type: 'dialog.close' })

  return (
    <>
      <Dialog
        open={!scheduling.state.matches('closed' as never)}
        onClose={closeScheduling}
        title="Book a free consultation"
        description="Choose a day and the times that suit you. We'll confirm your booking within 24 hours."
        returnFocusTo={() => schedulingTrigger.current}
      >
        <SchedulingForm lead={scheduling} onCancel={closeScheduling} />
      </Dialog>
      <Dialog
        size="2xl"
        open={!signup.state.matches('closed' as never)}
        onClose={closeSignup}
        title="Start your NDIS registration"
        description="Tell us about your business and we'll contact you within 24 hours with next steps."
        returnFocusTo={() => signupTrigger.current}
      >
        <SignupForm lead={signup} onCancel={closeSignup} />
      </Dialog>
      <Dialog
        open={!guide.state.matches('closed' as never)}
        onClose={closeGuide}
        title={`Download: ${guideLabel}`}
        description="Tell us where to send follow-up tips. Your guide opens as soon as you submit."
        returnFocusTo={() => guideTrigger.current}
      >
        <DownloadGuideForm lead={guide} onCancel={closeGuide} />
      </Dialog>
      <Toaster />
    </>
  )
}
