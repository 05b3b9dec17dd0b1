// Registers <pk-status>.
import { PkStatus } from '../status.js';

if (!customElements.get('pk-status')) customElements.define('pk-status', PkStatus);

declare global {
  interface HTMLElementTagNameMap {
    'pk-status': PkStatus;
  }
}
