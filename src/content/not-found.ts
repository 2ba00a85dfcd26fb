/** Copy of the not-found page; the page also lists links to the main pages. `description` is its meta description only. */
export const notFoundCopy = {
  title: 'Page not found',
  description:
    "Sorry, we can't find that page. Explore our NDIS registration, compliance, audit and branding services, or get in touch with our team.",
  body: "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may have a typo. Try one of the links below, or contact our team and we'll help you find what you need.",
}
