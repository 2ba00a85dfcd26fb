// placeholder, replaced in the client work
export async function preloadDeferred(): Promise<void> {}
