/** The parts of Khronos's glTF-Validator (npm `gltf-validator`, no types of its own) that we call. */
declare module 'gltf-validator' {
  export interface ValidationOptions {
    uri?: string;
    format?: 'glb' | 'gltf';
    maxIssues?: number;
    ignoredIssues?: string[];
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
  }
  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<unknown>;
  export function version(): string;
}
