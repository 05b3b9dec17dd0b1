// Registers <pk-frame> and the elements it shows at once (status, prompt); the helpers' switches
// (behind the Helpers button) and the result panel come as a game starts (frame.ts).
import { PkFrame } from '../frame.js';
import './pk-status.js';
import './pk-prompt.js';

if (!customElements.get('pk-frame')) customElements.define('pk-frame', PkFrame);

declare global {
  interface HTMLElementTagNameMap {
    'pk-frame': PkFrame;
  }
}
