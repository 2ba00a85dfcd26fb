import { Store } from '@tanstack/store'
import type { Notice } from '../content/notices'
import type { DialogFormKind } from '../forms/form-pages'

/**
 * What any part of the page has asked the lead UI for: the dialog to open and the notices to show.
 * It is state, not messages: the lead UI (dialogs and toaster, mounted when the page's interactive
 * code arrives, decision 016) reads it whenever it mounts and takes what it has shown, so a request
 * made before it was there is simply still there when it looks.
 */
export interface DialogRequest {
  /** The form's one name (its kind): the dialog host has one dialog per dialog form (decision 202). */
  form: DialogFormKind
  /** What the link sets: the fields the visitor does not type (the signup's service of interest, the guide). */
  values?: Readonly<Record<string, string>>
  /** Where focus returns when the dialog closes. */
  trigger?: HTMLElement | null
}

export interface PageRequests {
  /** The dialog asked for and not yet opened; a later request replaces an earlier one. */
  open: DialogRequest | null
  /** Notices not yet shown, oldest first. */
  notices: readonly Notice[]
}

export const pageRequests = new Store<PageRequests>({ open: null, notices: [] })

export const requestDialog = (request: DialogRequest) => pageRequests.setState((state) => ({ ...state, open: request }))

export const showNotice = (notice: Notice) =>
  pageRequests.setState((state) => ({ ...state, notices: [...state.notices, notice] }))

/** The lead UI has opened the requested dialog. */
export const dialogOpened = () => pageRequests.setState((state) => ({ ...state, open: null }))

/** The lead UI has shown these notices. */
export const noticesShown = (shown: readonly Notice[]) =>
  pageRequests.setState((state) => ({ ...state, notices: state.notices.filter((notice) => !shown.includes(notice)) }))
