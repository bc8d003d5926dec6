/** The element ids of a section in the preview, shared by the outline, the check panel and the section itself. */
export const sectionElementId = (sectionId: string) => `letter-section-${sectionId}`;
export const sectionHeadingId = (sectionId: string) => `letter-section-${sectionId}-heading`;

/** Brings a section into view and puts focus on its heading, so a screen reader continues reading from there. */
export function goToSection(sectionId: string) {
  const section = document.getElementById(sectionElementId(sectionId));
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(sectionHeadingId(sectionId))?.focus({ preventScroll: true });
}
