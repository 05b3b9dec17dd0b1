// Registers <pk-frame> and the elements it shows at once (status, prompt, assists); the result
// panel's element comes on first use (frame.ts).
import { PkFrame } from '../frame.js';
import './pk-status.js';
import './pk-prompt.js';
import './pk-assists.js';

if (!customElements.get('pk-frame')) customElements.define('pk-frame', PkFrame);

declare global {
  interface HTMLElementTagNameMap {
    'pk-frame': PkFrame;
  }
}
