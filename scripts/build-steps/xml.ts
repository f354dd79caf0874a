/** Text made safe inside XML elements and attributes (the feed, the sitemap, the cards' SVG). */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
