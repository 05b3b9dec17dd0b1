// A small element directive: at each render it hands the element it sits on to a callback (the
// grid surface's binding). Lighter than lit's `ref`, which is an async directive to hear of
// disconnection too; the surface needs none (its element's listeners go with the element, and
// the surface hears its host leave the page as a controller).
import { nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

class BindElement extends Directive {
  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('bindElement() goes on an element.');
  }

  render(_callback: (el: Element) => void) {
    return nothing;
  }

  override update(part: ElementPart, [callback]: [(el: Element) => void]) {
    callback(part.element);
    return nothing;
  }
}

/** `<svg ${bindElement((el) => …)}>`: calls back with the element at each render. */
export const bindElement = directive(BindElement);
