// The elements' report (`etc/elements.api.md`), made from the package's custom elements manifest
// (custom-elements.json, written by `cem analyze` in the build): for each element, its tag and
// class, then its attributes, public properties, events, slots, CSS parts, CSS custom properties
// and public methods, each list sorted by name so a change shows as a line added or removed.
// Descriptions are left out, as API Extractor's reports leave out doc comments: a reworded
// sentence is no API change.

/** Code-unit order: the same on every machine, whatever its locale. */
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Markdown inline code, on one line (a backtick inside takes a longer fence). */
function code(text) {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.includes('`') ? `\`\` ${flat} \`\`` : `\`${flat}\``;
}

const isPublic = (member) => !member.privacy || member.privacy === 'public';

function typeText(item) {
  return item?.type?.text;
}

/** `- name: type = default`, and what else a reader needs to know about it. */
function line(name, { type, value, notes = [] }) {
  let text = `- ${code(name)}`;
  if (type) text += `: ${code(type)}`;
  if (value !== undefined) text += ` = ${code(value)}`;
  if (notes.length > 0) text += ` (${notes.join(', ')})`;
  return text;
}

function inherited(item) {
  return item.inheritedFrom ? [`from ${code(item.inheritedFrom.name)}`] : [];
}

function attributes(element) {
  return (element.attributes ?? []).toSorted(byName).map((attribute) => {
    const notes = [];
    if (attribute.fieldName && attribute.fieldName !== attribute.name) {
      notes.push(`property ${code(attribute.fieldName)}`);
    }
    if (attribute.deprecated) notes.push('deprecated');
    notes.push(...inherited(attribute));
    return line(attribute.name, { type: typeText(attribute), value: attribute.default, notes });
  });
}

function properties(element) {
  return (element.members ?? [])
    .filter((member) => member.kind === 'field' && isPublic(member) && !member.name.startsWith('#'))
    .toSorted(byName)
    .map((field) => {
      const notes = [];
      if (field.static) notes.push('static');
      if (field.readonly) notes.push('readonly');
      if (field.attribute) notes.push(`attribute ${code(field.attribute)}`);
      if (field.reflects) notes.push('reflects');
      if (field.deprecated) notes.push('deprecated');
      notes.push(...inherited(field));
      return line(field.name, { type: typeText(field), value: field.default, notes });
    });
}

/** `CustomEvent<MoveDetail>` → detail `MoveDetail`; any other event type as it is. */
function events(element) {
  return (element.events ?? [])
    .filter((event) => event.name)
    .toSorted(byName)
    .map((event) => {
      const type = typeText(event);
      const detail = type && /^CustomEvent<(.*)>$/s.exec(type.trim());
      const shown = detail ? `detail ${code(detail[1])}` : type ? code(type) : 'type not given';
      const notes = [...(event.deprecated ? ['deprecated'] : []), ...inherited(event)];
      return `- ${code(event.name)}: ${shown}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    });
}

function names(list, empty) {
  return (list ?? [])
    .map((item) => ({ ...item, name: item.name ?? '' }))
    .toSorted(byName)
    .map((item) => {
      const notes = item.deprecated ? ['deprecated'] : [];
      return item.name === ''
        ? `- ${empty}`
        : line(item.name, { value: item.default, notes: [...notes, ...inherited(item)] });
    });
}

function methods(element) {
  return (element.members ?? [])
    .filter(
      (member) => member.kind === 'method' && isPublic(member) && !member.name.startsWith('#'),
    )
    .toSorted(byName)
    .map((method) => {
      const parameters = (method.parameters ?? [])
        .map((p) => {
          const name = `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}`;
          const typed = typeText(p) ? `${name}: ${typeText(p)}` : name;
          return p.default !== undefined ? `${typed} = ${p.default}` : typed;
        })
        .join(', ');
      const returns = typeText(method.return);
      const signature = `${method.static ? 'static ' : ''}${method.name}(${parameters})${returns ? `: ${returns}` : ''}`;
      const notes = [...(method.deprecated ? ['deprecated'] : []), ...inherited(method)];
      return `- ${code(signature)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    });
}

function section(heading, lines) {
  return [`${heading}:`, '', ...(lines.length > 0 ? lines : ['- none']), ''];
}

/** Every declaration with a tag, with the file that declares it, by tag then class. */
function taggedElements(manifest) {
  const found = [];
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName) found.push({ path: module.path, element: declaration });
    }
  }
  return found.sort(
    (a, b) =>
      (a.element.tagName < b.element.tagName
        ? -1
        : a.element.tagName > b.element.tagName
          ? 1
          : 0) || byName(a.element, b.element),
  );
}

/** The report's text for the manifest of the package `packageName`. */
export function elementsReport(packageName, manifest) {
  const out = [
    `## Custom elements of "${packageName}"`,
    '',
    '> Do not edit this file. It is made from custom-elements.json by tooling/api-report.mjs.',
    '',
  ];
  for (const { path, element } of taggedElements(manifest)) {
    const superclass = element.superclass
      ? ` · extends ${code(element.superclass.name)}${element.superclass.package ? ` from ${code(element.superclass.package)}` : ''}`
      : '';
    out.push(
      `### ${code(`<${element.tagName}>`)}: ${code(element.name)}`,
      '',
      `Declared in ${code(path)}${superclass}`,
      '',
      ...section('Attributes', attributes(element)),
      ...section('Properties', properties(element)),
      ...section('Events', events(element)),
      ...section('Slots', names(element.slots, 'the default slot')),
      ...section('CSS parts', names(element.cssParts)),
      ...section('CSS custom properties', names(element.cssProperties)),
      ...section('Methods', methods(element)),
    );
  }
  if (out.length === 4) out.push('No custom elements.', '');
  return out.join('\n');
}
