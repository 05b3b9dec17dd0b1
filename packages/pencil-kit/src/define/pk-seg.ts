// Registers <pk-seg>.
import { PkSeg } from '../seg.js';

if (!customElements.get('pk-seg')) customElements.define('pk-seg', PkSeg);

declare global {
  interface HTMLElementTagNameMap {
    'pk-seg': PkSeg;
  }
}
