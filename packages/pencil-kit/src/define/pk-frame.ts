// Registers <pk-frame> and the elements it shows (status, prompt, assists, result).
import { PkFrame } from '../frame.js';
import './pk-status.js';
import './pk-prompt.js';
import './pk-assists.js';
import './pk-result.js';

if (!customElements.get('pk-frame')) customElements.define('pk-frame', PkFrame);

declare global {
  interface HTMLElementTagNameMap {
    'pk-frame': PkFrame;
  }
}
