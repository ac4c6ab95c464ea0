/** Text placed into the HTML the server writes (page shell, painted hero). */

/** Escapes text for an element's content or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
