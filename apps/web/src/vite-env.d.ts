/// <reference types="vite/client" />

/** The Mantine global styles, made by build-plugins.ts (mantineComponentStyles). */
declare module 'virtual:mantine-styles';
