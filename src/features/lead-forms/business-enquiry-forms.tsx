import { LeadForm } from './form-parts'
import { useInlineLeadForm } from './use-lead-form'

export function SellBusinessForm() {
  return <LeadForm lead={useInlineLeadForm('sell-business')} label="Sell your NDIS business enquiry" />
}

export function BuyBusinessForm() {
  return <LeadForm lead={useInlineLeadForm('buy-business')} label="Buy an NDIS business enquiry" />
}
