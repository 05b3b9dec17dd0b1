// Controls that work for the manifest's API. The manifest gives every entry a JSON control and
// stories render only the args they name, so: choices get a select, colours a colour picker,
// and an arg a designer changes reaches the story's element (attribute, property or custom
// property) even when the story's template doesn't bind it. Events show in the Actions panel.
import type { Decorator, Preview } from '@storybook/web-components-vite';
import { action } from 'storybook/actions';
import { READ_ONLY } from './manifest.js';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

type ArgType = {
  control?: unknown;
  table?: { category?: string; type?: { summary?: string }; defaultValue?: { summary?: string } };
};

const CHOICES = /^'[^']*'(\s*\|\s*'[^']*')+$/;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(.*\)|hsla?\(.*\))$/i;

/** A control and an arg type Storybook can keep: it drops URL and saved args of types it can't read. */
function shaped(argType: ArgType): { control: unknown; type?: unknown } {
  const category = argType.table?.category;
  const type = argType.table?.type?.summary ?? '';
  if (category === 'attributes' || category === 'properties') {
    if (CHOICES.test(type)) {
      const options = type.split('|').map((s) => s.trim().slice(1, -1));
      return { control: { type: 'select', options }, type: { name: 'enum', value: options } };
    }
    if (/^(string|number|boolean)$/.test(type))
      return { control: argType.control, type: { name: type } };
    return { control: argType.control, type: { name: 'object', value: {} } };
  }
  if (category === 'css custom properties') {
    const colour = COLOUR.test(argType.table?.defaultValue?.summary ?? '');
    return { control: { type: colour ? 'color' : 'text' }, type: { name: 'string' } };
  }
  // Events, slots and parts are listed for reading; there is nothing to set.
  return { control: category ? false : argType.control };
}

export const manifestControls: ArgTypesEnhancer = ({ argTypes, component }) => {
  const readOnly = READ_ONLY.get(typeof component === 'string' ? component : '') ?? new Set();
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, t]) => [
      name,
      // A read-only member (a getter, a promise) is listed, with no control.
      { ...(t as object), ...(readOnly.has(name) ? { control: false } : shaped(t as ArgType)) },
    ]),
  ) as typeof argTypes;
};

/** Elements whose events already reach the Actions panel. */
const heard = new WeakSet<Element>();

function apply(el: HTMLElement, name: string, category: string | undefined, value: unknown) {
  if (category === 'css custom properties') {
    if (value == null || value === '') el.style.removeProperty(name);
    else el.style.setProperty(name, String(value));
  } else if (category === 'attributes') {
    if (value === false || value == null) el.removeAttribute(name);
    else el.setAttribute(name, value === true ? '' : String(value));
  } else if (category === 'properties') {
    (el as unknown as Record<string, unknown>)[name] = value;
  }
}

export const withManifestControls: Decorator = (story, context) => {
  const { args, initialArgs, argTypes, canvasElement, component } = context;
  const tag = typeof component === 'string' ? component : null;
  const changed = Object.keys(args).filter((k) => args[k] !== initialArgs[k] && argTypes[k]);
  const events = Object.keys(argTypes).filter((k) => argTypes[k]?.table?.category === 'events');
  if (tag && (changed.length || events.length)) {
    // The story's template is in the canvas once the renderer has run, right after this returns.
    setTimeout(() => {
      for (const el of canvasElement.querySelectorAll<HTMLElement>(tag)) {
        for (const k of changed) apply(el, k, argTypes[k]?.table?.category, args[k]);
        if (heard.has(el)) continue;
        heard.add(el);
        for (const type of events)
          el.addEventListener(type, (e) => action(type)((e as CustomEvent).detail));
      }
    });
  }
  return story();
};
