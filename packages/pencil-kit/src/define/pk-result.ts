// Registers <pk-result>.
import { PkResult } from '../result.js';

if (!customElements.get('pk-result')) customElements.define('pk-result', PkResult);

declare global {
  interface HTMLElementTagNameMap {
    'pk-result': PkResult;
  }
}
