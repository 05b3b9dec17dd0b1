// Registers <pk-prompt>.
import { PkPrompt } from '../prompt.js';

if (!customElements.get('pk-prompt')) customElements.define('pk-prompt', PkPrompt);

declare global {
  interface HTMLElementTagNameMap {
    'pk-prompt': PkPrompt;
  }
}
