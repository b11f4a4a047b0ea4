export { default } from '@lotusplay/eslint-config';
