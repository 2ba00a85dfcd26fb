import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@tanstack/react-store'
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { Toaster } from '../../components/ui/toaster'
import type { LeadFormDescriptor, LeadValues } from '../../forms/descriptor'
import { afterSentPath, type DialogFormKind, formText, paramLabel } from '../../forms/form-pages'
import { leadForms } from '../../forms/lead-kinds'
import { mayNeedResendQueue } from '../../lib/lead-backup-key'
import { nextTask } from '../../lib/next-task'
import { dialogOpened, noticesShown, pageRequests } from '../../lib/page-requests'
import { startResendQueue } from '../../lib/resend-queue'
import { LeadForm, SavedNote } from './form-parts'
import { showToast } from './notify'
import { useDialogLeadForm } from './use-lead-form'

/** Every form whose lead links open it in a dialog: its page entry has a `dialog` (decision 202). */
const dialogForms = Object.values(leadForms as Record<string, LeadFormDescriptor>).filter((form) => form.page?.dialog)

/**
 * How many of the dialogs have their content made (decision 237). After the dialogs mount, each one's
 * form is made in a task of its own while the page is idle, so a tap only shows a form that is already
 * there. A dialog opened before its turn makes its form as it opens.
 */
function useDialogsMadeOneByOne(count: number): number {
  const [made, setMade] = useState(0)
  useEffect(() => {
    if (made >= count) return
    let live = true
    // A transition: React makes the form in slices between the browser's own work.
    void nextTask().then(() => {
      if (live) startTransition(() => setMade(made + 1))
    })
    return () => {
      live = false
    }
  }, [made, count])
  return made
}

/**
 * The lead dialogs, one per dialog form, and the site's toaster: fetched when the browser is idle or on
 * the first intent. Leads an earlier visit could not send go out by themselves from here too.
 */
export function LeadDialogs() {
  const made = useDialogsMadeOneByOne(dialogForms.length)
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

  return (
    <>
      {dialogForms.map((form, index) => (
        <LeadDialog key={form.kind} kind={form.kind as DialogFormKind} made={index < made} />
      ))}
      <Toaster />
    </>
  )
}

/**
 * One form's dialog, with its own page's heading and intro. A request for it (made before this code
 * came, or now) sets the fields the visitor does not type (the service of interest, the guide) to what
 * the link asks for, or to the form's empty value, leaves what was typed before, and opens it.
 */
// memo, and requests taken from the store without a render of their own: a tap renders the form once,
// as it opens, not again when the request is cleared (the bench's tap → dialog).
const LeadDialog = memo(function LeadDialog({ kind, made }: { kind: DialogFormKind; made: boolean }) {
  const router = useRouter()
  const descriptor: LeadFormDescriptor = leadForms[kind]
  const page = descriptor.page
  const trigger = useRef<HTMLElement | null>(null)
  // A form that opens something once sent (the guide) goes there from the dialog.
  const next = page?.afterSent
    ? (sent: LeadValues) => void router.navigate({ href: afterSentPath(kind, sent) })
    : undefined
  const { lead, open, openDialog, closeDialog } = useDialogLeadForm(kind, next)
  const { form } = lead

  useEffect(() => {
    const take = () => {
      const request = pageRequests.state.open
      if (request?.form !== kind) return
      trigger.current = request.trigger ?? null
      for (const field of descriptor.fields) {
        if (field.widget !== 'shown' && field.widget !== 'hidden') continue
        const value = request.values?.[field.name] ?? descriptor.empty[field.name] ?? ''
        // Not the visitor's entry: no validation, no touched state, and no render when it is already set.
        if (form.state.values[field.name] !== value)
          form.setFieldValue(field.name, value, { dontValidate: true, dontUpdateMeta: true })
      }
      openDialog()
      dialogOpened()
    }
    take()
    const requests = pageRequests.subscribe(take)
    return () => requests.unsubscribe()
  }, [kind, form, descriptor, openDialog])

  // The same element while the lead's state is the same: opening the dialog shows the form without
  // rendering it again (decision 238).
  const body = useMemo(
    () => (
      <LeadForm lead={lead} onCancel={closeDialog}>
        {lead.backedUp && page?.afterSent && <SavedNote lead={lead} onOpen={closeDialog} />}
      </LeadForm>
    ),
    [lead, closeDialog, page],
  )
  if (!page?.ownPage) return null
  const label = paramLabel(kind, form.state.values)
  return (
    <Dialog
      size={page.dialog?.size}
      open={open}
      onClose={closeDialog}
      title={formText(page.ownPage.title, label)}
      description={page.ownPage.intro}
      returnFocusTo={() => trigger.current}
      keepMounted={made}
    >
      {body}
    </Dialog>
  )
})
