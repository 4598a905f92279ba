// Mantine's PostCSS preset (rem(), light-dark(), rtl mixins) and its breakpoint variables, which match
// spec §9's breakpoints: xs 576, sm 768, md 992, lg 1200 px.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
