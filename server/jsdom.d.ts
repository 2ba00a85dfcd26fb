/** jsdom (the UI tests' environment) ships no types: what the Node tests that parse a rendered page use of it. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: { readonly document: Document }
  }
}
