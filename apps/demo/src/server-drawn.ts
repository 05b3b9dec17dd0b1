// Whether the server drew this page (server/pages/), and with what: its data, read once from the
// page's JSON block, when it is for this page in the language the page settled on. A page gets
// it from `startPage`, and hydrates its template when the data is for what it shows (its
// address), else clears what the server drew and draws itself.
import { PAGE_DATA_ID, type PageData } from '../shared/views/page-data.js';
import { lang } from '../shared/words/say.js';

/** The server's data for this page, once (the block is removed as it is read); else null. */
export function takePageData(): PageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block) return null;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as PageData;
    return data.lang === lang ? data : null;
  } catch {
    return null;
  }
}
