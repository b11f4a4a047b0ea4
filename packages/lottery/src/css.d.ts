// A stylesheet imported from TypeScript (route-pages.tsx loads the lottery stylesheet by dynamic
// import); the bundler handles the file, TypeScript only needs the module to exist.
declare module '*.css';
