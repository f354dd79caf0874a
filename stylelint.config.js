/**
 * Stylelint: the standard config, less what the site does on purpose. Prettier owns the
 * layout of the CSS files (`npm run lint` runs both).
 * @type {import('stylelint').Config}
 */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // Blank lines group related rules and tokens by hand (a block and its states sit
    // together); Prettier keeps them as written, and a blank line before every rule would
    // lose the grouping.
    'rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'declaration-empty-line-before': null,
    'custom-property-empty-line-before': null,
    // CSS Modules: a module shares its classes with another through `composes`, and names the
    // classes of react-slick, which it does not own, with :global().
    'property-no-unknown': [true, { ignoreProperties: ['composes'] }],
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global'] }],
    // `composes` names classes, and the font tokens name font families: both keep their case.
    'value-keyword-case': ['lower', { ignoreProperties: ['composes', /^--rc-font-/] }],
    // Vite resolves these imports and inlines them at build time: they are module paths, not
    // addresses the browser fetches.
    'import-notation': 'string',
  },
  overrides: [
    {
      // The classes of a CSS module are JavaScript names (styles.tierName), so camelCase;
      // react-slick's own classes, named with :global(), are its kebab-case slick-*.
      files: ['**/*.module.css'],
      rules: {
        'selector-class-pattern': [
          '^([a-z][a-zA-Z0-9]*|slick-[a-z-]+)$',
          { message: (name) => `Expected class selector "${name}" to be camelCase (or react-slick's slick-*)` },
        ],
      },
    },
  ],
};
