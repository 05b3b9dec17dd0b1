// The block's editor side, plain JavaScript on WordPress's globals (no build step): the
// inspector's controls (size, level and code for a new puzzle, or a given one) and, in the
// post, a summary card of what the board will play. The board itself plays on the published page.
(function (wp) {
  const { registerBlockType } = wp.blocks;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, Placeholder, SelectControl, TextControl } = wp.components;
  const { createElement: h, Fragment } = wp.element;
  const { __, sprintf } = wp.i18n;

  // A board of four cells with two dots, drawn inline (an icon font may not reach the canvas).
  const ICON = h(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 24 24', width: 24, height: 24 },
    h('path', {
      d: 'M4 4h16v16H4zM4 12h16M12 4v16',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.5,
    }),
    h('circle', { cx: 8, cy: 8, r: 2, fill: 'currentColor' }),
    h('circle', { cx: 12, cy: 16, r: 2, fill: 'currentColor' }),
  );

  const LEVELS = [
    { label: __("The size's own", 'galaxies'), value: '' },
    { label: __('Easy', 'galaxies'), value: 'easy' },
    { label: __('Medium', 'galaxies'), value: 'medium' },
    { label: __('Hard', 'galaxies'), value: 'hard' },
  ];

  /** What the board will play, in one line: the given puzzle, or the new one's size, level, code. */
  function summary({ size, level, code, src }) {
    if (src) return sprintf(__('A given puzzle: %s', 'galaxies'), src);
    if (!size || !code) {
      return __(
        'Choose a size and a code, or paste a given puzzle, in the block’s settings.',
        'galaxies',
      );
    }
    const parts = [
      sprintf(__('Size %s', 'galaxies'), size),
      level ? sprintf(__('level %s', 'galaxies'), level) : __('the size’s usual level', 'galaxies'),
      sprintf(__('code “%s”', 'galaxies'), code),
    ];
    return parts.join(' · ');
  }

  /** A text control for one attribute, an empty field leaving it out. */
  function field(attributes, setAttributes, name, label, help) {
    return h(TextControl, {
      label,
      help,
      value: attributes[name] ?? '',
      onChange: (value) => setAttributes({ [name]: value || undefined }),
      __nextHasNoMarginBottom: true,
    });
  }

  function Edit({ attributes, setAttributes }) {
    const inspector = h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('A new puzzle', 'galaxies') },
        field(
          attributes,
          setAttributes,
          'size',
          __('Size', 'galaxies'),
          __('5 to 30 for a square, or columns×rows such as 10x8.', 'galaxies'),
        ),
        h(SelectControl, {
          label: __('Level', 'galaxies'),
          value: attributes.level ?? '',
          options: LEVELS,
          onChange: (value) => setAttributes({ level: value || undefined }),
          __nextHasNoMarginBottom: true,
        }),
        field(
          attributes,
          setAttributes,
          'code',
          __('Code', 'galaxies'),
          __('1 to 32 letters a–z and digits: the same code makes the same puzzle.', 'galaxies'),
        ),
      ),
      h(
        PanelBody,
        { title: __('A given puzzle', 'galaxies'), initialOpen: !!attributes.src },
        field(
          attributes,
          setAttributes,
          'src',
          __('Puzzle', 'galaxies'),
          __(
            'A puzz.link address or a Simon Tatham game ID such as 7x7:chvhvszkhtki. It takes the place of size, level and code.',
            'galaxies',
          ),
        ),
      ),
    );
    const card = h(Placeholder, {
      icon: ICON,
      label: __('Galaxies puzzle', 'galaxies'),
      instructions: summary(attributes),
      className: 'galaxies-board-summary',
    });
    return h(Fragment, null, inspector, h('div', useBlockProps(), card));
  }

  registerBlockType('galaxies/board', { icon: ICON, edit: Edit, save: () => null });
})(window.wp);
