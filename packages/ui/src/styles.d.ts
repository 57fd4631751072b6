// Stylesheets are bundled by Vite in the apps; here they are only imported for their effect.
declare module '*.css';
