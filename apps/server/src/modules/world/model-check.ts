/**
 * Checks an uploaded avatar model: Khronos's glTF-Validator (any error refuses, with its first
 * messages as the reason), then Mozilla Hubs' mobile budgets from the validator's own counts, and
 * our vertex budget (WORLD_BUDGET.maxVertices). The counts the file declares in its JSON are
 * checked first (glb-geometry.ts): a model over by its own declaration skips the validator run.
 * The file size is checked before this (the route's body limit), so the validator never parses
 * more than 16 MiB.
 */
import { WORLD_BUDGET, type ModelBudgetExceeded } from '@culture/protocol';
import { validateBytes } from 'gltf-validator';
import { declaredGeometry } from './glb-geometry.js';

export interface ModelFigures {
  bytes: number;
  triangles: number;
  /** POSITION counts over all primitives (points and lines too), from the validated JSON. */
  vertices: number;
  materials: number;
  /** Decoded texture memory: RGBA8 with a full mip chain (4/3 of the base level). */
  textureBytes: number;
}

/** Issues the validator may report before it gives up (bounds its memory on a hostile file). */
const MAX_ISSUES = 1000;

export type ModelCheck =
  | { ok: true; figures: ModelFigures }
  | { ok: false; reason: string; /** Set when a budget, not the validator, refused it. */ budget?: ModelBudgetExceeded };

interface ValidatorReport {
  issues: {
    numErrors: number;
    truncated?: boolean;
    messages: Array<{ code: string; message: string; severity: number; pointer?: string }>;
  };
  info?: {
    materialCount?: number;
    totalTriangleCount?: number;
    resources?: Array<{ image?: { width?: number; height?: number } }>;
  };
}

/** Texture memory of one image of `width` × `height` pixels, RGBA8 with mipmaps. */
export const textureBytes = (width: number, height: number) => Math.ceil((width * height * 4 * 4) / 3);

export async function checkModel(bytes: Uint8Array): Promise<ModelCheck> {
  if (bytes.length >= WORLD_BUDGET.maxFileBytes) {
    return {
      ok: false,
      reason: `The file is ${bytes.length} bytes; it must be smaller than ${WORLD_BUDGET.maxFileBytes}.`,
      budget: { kind: 'fileSize', found: bytes.length, limit: WORLD_BUDGET.maxFileBytes },
    };
  }
  // A .glb starts with "glTF"; anything else (a .gltf with external files, a zip) cannot be served alone.
  if (bytes.length < 12 || Buffer.from(bytes.subarray(0, 4)).toString('latin1') !== 'glTF') {
    return { ok: false, reason: 'The file is not a binary glTF (.glb).' };
  }
  const declared = declaredGeometry(bytes);
  const overByDeclaration = declared && overBudget({ ...declared, materials: 0, textureBytes: 0 });
  if (overByDeclaration) return { ok: false, ...overByDeclaration };
  let report: ValidatorReport;
  try {
    report = (await validateBytes(bytes, {
      maxIssues: MAX_ISSUES,
      format: 'glb',
      // Harmless notes that a compressed model has many of; they must not fill the issue list.
      ignoredIssues: ['UNUSED_OBJECT', 'UNSUPPORTED_EXTENSION'],
      // Everything must be inside the .glb: nothing is fetched on the model's behalf.
      externalResourceFunction: () => Promise.reject(new Error('external resources are not allowed')),
    })) as ValidatorReport;
  } catch (error) {
    return { ok: false, reason: `glTF-Validator could not read the file: ${(error as Error).message ?? String(error)}` };
  }
  if (report.issues.numErrors > 0) {
    const errors = report.issues.messages.filter((m) => m.severity === 0).slice(0, 3);
    const reason = errors.map((m) => `${m.code}: ${m.message}${m.pointer ? ` (${m.pointer})` : ''}`).join('; ');
    return { ok: false, reason: `glTF-Validator found ${report.issues.numErrors} error(s): ${reason}` };
  }
  // The validator leaves its counts out of a truncated report: without them the budgets cannot be checked.
  if (!report.info || report.issues.truncated) {
    return { ok: false, reason: `glTF-Validator stopped after ${MAX_ISSUES} warnings; please fix them and upload again.` };
  }
  const figures: ModelFigures = {
    bytes: bytes.length,
    triangles: report.info?.totalTriangleCount ?? 0,
    vertices: declared?.vertices ?? 0,
    materials: report.info?.materialCount ?? 0,
    textureBytes: (report.info?.resources ?? []).reduce(
      (sum, resource) =>
        sum + (resource.image?.width && resource.image.height ? textureBytes(resource.image.width, resource.image.height) : 0),
      0,
    ),
  };
  const over = overBudget(figures);
  return over ? { ok: false, ...over } : { ok: true, figures };
}

/** The first budget a model exceeds, as an English sentence and as figures, or null. */
export function overBudget(
  figures: Omit<ModelFigures, 'bytes'> & { bytes?: number },
): { reason: string; budget: ModelBudgetExceeded } | null {
  if (figures.triangles > WORLD_BUDGET.maxTriangles) {
    return {
      reason: `${figures.triangles} triangles; at most ${WORLD_BUDGET.maxTriangles} are allowed.`,
      budget: { kind: 'triangles', found: figures.triangles, limit: WORLD_BUDGET.maxTriangles },
    };
  }
  if (figures.vertices > WORLD_BUDGET.maxVertices) {
    return {
      reason: `${figures.vertices} vertices; at most ${WORLD_BUDGET.maxVertices} are allowed.`,
      budget: { kind: 'vertices', found: figures.vertices, limit: WORLD_BUDGET.maxVertices },
    };
  }
  if (figures.materials > WORLD_BUDGET.maxMaterials) {
    return {
      reason: `${figures.materials} materials; at most ${WORLD_BUDGET.maxMaterials} are allowed.`,
      budget: { kind: 'materials', found: figures.materials, limit: WORLD_BUDGET.maxMaterials },
    };
  }
  if (figures.textureBytes > WORLD_BUDGET.maxTextureBytes) {
    const found = Math.round(figures.textureBytes / 2 ** 20);
    const limit = WORLD_BUDGET.maxTextureBytes / 2 ** 20;
    return {
      reason: `${found} MiB of texture memory; at most ${limit} MiB are allowed.`,
      budget: { kind: 'textureMemory', found, limit },
    };
  }
  if (figures.bytes !== undefined && figures.bytes >= WORLD_BUDGET.maxFileBytes) {
    return {
      reason: `${figures.bytes} bytes; the file must be smaller than ${WORLD_BUDGET.maxFileBytes}.`,
      budget: { kind: 'fileSize', found: figures.bytes, limit: WORLD_BUDGET.maxFileBytes },
    };
  }
  return null;
}
