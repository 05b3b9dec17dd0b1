// <docs-theme-reference tag="…">: every CSS custom property and part of an element, read from
// the packages' custom elements manifests, so the theming guide's lists are always whole.
import board from '@galaxies/board/custom-elements.json' with { type: 'json' };
import kit from '@galaxies/pencil-kit/custom-elements.json' with { type: 'json' };
import { css, html, LitElement } from 'lit';
import { liveStyles } from './live-styles.js';

interface Named {
  name: string;
  description?: string;
  default?: string;
}

interface Declaration {
  tagName?: string;
  cssProperties?: Named[];
  cssParts?: Named[];
}

const declarations = [board, kit].flatMap((manifest) =>
  (manifest as { modules: { declarations?: Declaration[] }[] }).modules.flatMap(
    (m) => m.declarations ?? [],
  ),
);

export class DocsThemeReference extends LitElement {
  static override properties = { tag: {} };
  static override styles = [
    liveStyles,
    css`
      code {
        white-space: nowrap;
      }
    `,
  ];
  tag = 'galaxies-board';

  override render() {
    const d = declarations.find((x) => x.tagName === this.tag);
    if (!d) return html`<p>No element ${this.tag} in the manifests.</p>`;
    return html`
      <table>
        <caption>
          Custom properties of &lt;${this.tag}&gt; (${d.cssProperties?.length ?? 0})
        </caption>
        <thead>
          <tr>
            <th scope="col">property</th>
            <th scope="col">default</th>
            <th scope="col">sets</th>
          </tr>
        </thead>
        <tbody>
          ${(d.cssProperties ?? []).map(
            (p) =>
              html`<tr>
                <td><code>${p.name}</code></td>
                <td><code>${p.default ?? ''}</code></td>
                <td>${p.description ?? ''}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <table>
        <caption>
          Parts of &lt;${this.tag}&gt; (${d.cssParts?.length ?? 0}), for
          <code>::part()</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">part</th>
            <th scope="col">what it is</th>
          </tr>
        </thead>
        <tbody>
          ${(d.cssParts ?? []).map(
            (p) =>
              html`<tr>
                <td><code>${p.name}</code></td>
                <td>${p.description ?? ''}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    `;
  }
}

if (!customElements.get('docs-theme-reference')) {
  customElements.define('docs-theme-reference', DocsThemeReference);
}
