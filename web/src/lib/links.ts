/** A link is internal (routed in the app) when it starts with a single "/" ("//host" is external). */
export function isInternalLink(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** True for an address that may be opened outside the app: http(s) or mailto (never javascript: or data:). */
export function isSafeExternalLink(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url.trim());
}
