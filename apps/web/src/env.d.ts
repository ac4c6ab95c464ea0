/// <reference types="vite/client" />
declare const __PAYLOAD_AES_KEY__: string;
declare const __PAYLOAD_AES_IV__: string;
declare const __SUPPORT_EMAIL__: string;
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
