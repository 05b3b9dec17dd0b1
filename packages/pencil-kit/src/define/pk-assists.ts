// Registers <pk-assists>.
import { PkAssists } from '../assists.js';

if (!customElements.get('pk-assists')) customElements.define('pk-assists', PkAssists);

declare global {
  interface HTMLElementTagNameMap {
    'pk-assists': PkAssists;
  }
}
